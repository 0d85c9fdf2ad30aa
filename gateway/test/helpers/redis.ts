/**
 * A real redis-server for integration tests (Debian package redis-server; scripts/lib.sh's
 * ensure_redis installs it): own port, nothing persisted.
 */
import { execFileSync } from "node:child_process";
import { connect } from "node:net";
import { freePort } from "./platform.js";
import { startProcess, type RunningProcess } from "./process.js";

export function redisAvailable(): boolean {
  try {
    execFileSync("redis-server", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** PING over plain RESP: true once the server answers +PONG. */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.setTimeout(1000, () => (socket.destroy(), resolve(false)));
    socket.on("error", () => resolve(false));
    socket.on("connect", () => socket.write("PING\r\n"));
    socket.on("data", (data) => {
      socket.end();
      resolve(data.toString().startsWith("+PONG"));
    });
  });
}

export interface RunningRedis extends RunningProcess {
  url: string;
}

export async function startRedis(): Promise<RunningRedis> {
  const port = await freePort();
  const server = await startProcess(
    "redis-server",
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { ready: () => pong(port), timeoutMs: 20_000 },
  );
  return { ...server, url: `redis://127.0.0.1:${port}` };
}
