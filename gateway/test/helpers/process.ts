/**
 * Child processes of integration tests (gateway instances, redis-server): spawned with their
 * output kept for the failure message, ready when `ready()` says so, stopped with SIGTERM
 * (SIGKILL after 5 s).
 */
import { spawn, type ChildProcess } from "node:child_process";

export interface RunningProcess {
  stop(): Promise<void>;
  output(): string;
}

export async function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; ready: () => Promise<boolean>; timeoutMs?: number },
): Promise<RunningProcess> {
  const child: ChildProcess = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let exited: number | null = null;
  let spawnError: Error | null = null;
  child.on("exit", (code) => (exited = code ?? -1));
  child.on("error", (error) => (spawnError = error));

  const stop = async () => {
    if (exited !== null || child.exitCode !== null || spawnError) return;
    const done = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
    await done;
    clearTimeout(timer);
  };

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (spawnError) throw new Error(`${name} could not be started: ${(spawnError as Error).message}`);
    if (exited !== null) throw new Error(`${name} exited with code ${exited} before it was ready:\n${output}`);
    if (await options.ready().catch(() => false)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${name} did not become ready in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { stop, output: () => output };
}
