// Debian's Chromium: test tools cannot download browsers on this machine kind. Without the background-networking
// flags Chromium keeps trying hosts this machine cannot reach.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** What both suites run with: one worker in order (one shared stack), no retries, Debian's Chromium in de-CH. */
export const suiteDefaults = {
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
} as const;

export const browserDefaults = {
  locale: "de-CH",
  browserName: "chromium",
  launchOptions: { executablePath: CHROMIUM_PATH, args: chromiumArgs },
  trace: "off",
} as const;
