/**
 * The web server process (server/index.mjs, package.json `start`) with the real server build, for tests that talk
 * to it over HTTP. Needs `pnpm --filter @shop/web build` (scripts/test.sh builds before the tests).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";

const WEB_DIR = fileURLToPath(new URL("../..", import.meta.url));
const BUILD = fileURLToPath(new URL("../../build/server/index.js", import.meta.url));

export interface RunningWebServer {
  url: string;
  child: ChildProcess;
  /** what the process printed so far (the access log on stdout) */
  output(): { stdout: string; stderr: string };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the built web server in production mode against `gatewayUrl` and waits until it listens (access log on). */
export async function startWebServer(gatewayUrl: string): Promise<RunningWebServer> {
  if (!existsSync(BUILD)) throw new Error(`${BUILD} is missing: run pnpm --filter @shop/web build first`);
  const port = await freePort();
  const child = spawn(process.execPath, ["server/index.mjs", BUILD], {
    cwd: WEB_DIR,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production", GATEWAY_URL: gatewayUrl, LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 20_000;
  while (!stdout.includes(`:${port}`)) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`web server did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `http://127.0.0.1:${port}`, child, output: () => ({ stdout, stderr }) };
}
