/**
 * Starts the REAL platform (Store-API-compatible backend) as a child process for integration
 * tests: `node --conditions=development --import tsx platform/src/cli/serve.ts` (`@shop/rules` from source) with an in-memory database on a free port.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

export const PLATFORM_DIR = fileURLToPath(new URL("../../../platform/", import.meta.url));
export const PLATFORM_CLI = "src/cli/serve.ts";
export const TEST_ACCESS_KEY = "SWSCAPOTHEKESHOPDEMOKEY012";

export function platformAvailable(): boolean {
  return existsSync(`${PLATFORM_DIR}${PLATFORM_CLI}`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface PlatformRequest {
  method: string;
  path: string;
  status: number;
}

export interface RunningPlatform {
  url: string;
  accessKey: string;
  requests(): Promise<PlatformRequest[]>;
  clearRequests(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Throws when the platform's entry is missing: an integration suite must fail then, never skip silently.
 * `env` overrides the defaults (e.g. a PLATFORM_DB file a suite changes behind the platform's back).
 */
export async function startPlatform(accessKey = TEST_ACCESS_KEY, timeoutMs = 80_000, env: Record<string, string> = {}): Promise<RunningPlatform> {
  if (!platformAvailable()) throw new Error(`${PLATFORM_DIR}${PLATFORM_CLI} is missing: the integration tests need the real platform`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["--conditions=development", "--import", "tsx", PLATFORM_CLI], {
    cwd: PLATFORM_DIR,
    env: {
      ...process.env,
      PLATFORM_PORT: String(port),
      PLATFORM_HOST: "127.0.0.1",
      PLATFORM_DB: ":memory:",
      PLATFORM_ACCESS_KEY: accessKey,
      // the gateway under test forwards each client's address from this machine (as `npm start` sets it)
      PLATFORM_TRUST_PROXY: "loopback",
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  child.stderr?.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  let exited: number | null = null;
  child.on("exit", (code) => (exited = code ?? -1));

  const stop = async () => {
    if (exited !== null || child.exitCode !== null) return;
    const done = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
    await done;
    clearTimeout(timer);
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited !== null) throw new Error(`platform exited with code ${exited} before it was ready:\n${output}`);
    try {
      const response = await fetch(`${url}/store-api/language`, {
        headers: { "sw-access-key": accessKey, accept: "application/json" },
      });
      await response.arrayBuffer();
      if (response.status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`platform did not become ready within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    accessKey,
    async requests() {
      const response = await fetch(`${url}/__platform/requests`);
      const body = (await response.json()) as { requests?: PlatformRequest[] } | PlatformRequest[];
      return Array.isArray(body) ? body : (body.requests ?? []);
    },
    async clearRequests() {
      const response = await fetch(`${url}/__platform/requests`, { method: "DELETE" });
      await response.arrayBuffer();
    },
    stop,
  };
}
