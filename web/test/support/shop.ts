/**
 * The real shop for web server tests that need real data: the embedded platform (built, on a SQLite file the test
 * may write to), the built gateway and the built web server, each a child process on a free port. Needs the
 * builds (`scripts/test.sh` builds before the tests).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./webServer";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

export interface ShopProcess {
  child: ChildProcess;
  output(): string;
}

/** Starts `node <args>` in `dir` and waits until `ready` answers (any HTTP status). */
async function startProcess(dir: string, args: string[], env: Record<string, string>, ready: string): Promise<ShopProcess> {
  const child = spawn(process.execPath, args, { cwd: path.join(ROOT, dir), env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${dir} exited before it was ready:\n${output}`);
    try {
      await (await fetch(ready)).arrayBuffer();
      return { child, output: () => output };
    } catch {
      if (Date.now() > deadline) throw new Error(`${dir} did not come up:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

export interface RunningShop {
  web: string;
  gateway: string;
  platform: string;
  dbPath: string;
  processes: ShopProcess[];
  stop(): void;
}

/** `platformEnv`/`webEnv`: more configuration of the platform and of the web server. */
export async function startShop(options: { platformEnv?: Record<string, string>; webEnv?: Record<string, string>; webPort?: number } = {}): Promise<RunningShop> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-web-test-"));
  const dbPath = path.join(dataDir, "platform.sqlite");
  const [platformPort, gatewayPort] = [await freePort(), await freePort()];
  const webPort = options.webPort ?? (await freePort());
  const platform = `http://127.0.0.1:${platformPort}`;
  const gateway = `http://127.0.0.1:${gatewayPort}`;
  const web = `http://127.0.0.1:${webPort}`;
  const processes: ShopProcess[] = [];
  const stop = () => {
    for (const { child } of processes.reverse()) child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    processes.push(
      await startProcess(
        "platform",
        ["dist/cli/serve.js"],
        { PLATFORM_PORT: String(platformPort), PLATFORM_HOST: "127.0.0.1", PLATFORM_DB: dbPath, PLATFORM_TRUST_PROXY: "loopback", NODE_ENV: "production", ...options.platformEnv },
        `${platform}/store-api/context`,
      ),
    );
    processes.push(
      await startProcess(
        "gateway",
        ["dist/cli/serve.js"],
        { GATEWAY_PORT: String(gatewayPort), GATEWAY_HOST: "127.0.0.1", STORE_API_URL: platform, LOG_LEVEL: "warn", NODE_ENV: "production", RATE_LIMITS: "off", ...options.webEnv },
        `${gateway}/health`,
      ),
    );
    processes.push(
      await startProcess(
        "web",
        ["server/index.mjs", "build/server/index.js"],
        { PORT: String(webPort), HOST: "127.0.0.1", NODE_ENV: "production", GATEWAY_URL: gateway, ...options.webEnv },
        `${web}/favicon.svg`,
      ),
    );
  } catch (error) {
    stop();
    throw error;
  }
  return { web, gateway, platform, dbPath, processes, stop };
}
