import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ACCESS_KEY } from "./helpers.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface ServeProcess {
  url: string;
  stop(): Promise<void>;
}

/**
 * The server entry (`tsx src/cli/serve.ts`) as a real process on a free port: `env` is laid over the
 * test's environment, `undefined` removes a variable. Resolves once the process says it listens.
 */
export async function startServeProcess(env: Record<string, string | undefined>, timeoutMs = 30_000): Promise<ServeProcess> {
  const merged: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...process.env, PLATFORM_PORT: "0", PLATFORM_HOST: "127.0.0.1", PLATFORM_ACCESS_KEY: ACCESS_KEY, ...env })) {
    if (value !== undefined) merged[key] = value;
  }
  const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["src/cli/serve.ts"], { cwd: root, env: merged, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`platform process did not start:\n${output}`)), timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on (http:\/\/\S+?)\/store-api/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(listening[1]!);
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("exit", (code) => reject(new Error(`platform process exited with ${code}:\n${output}`)));
  });
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
