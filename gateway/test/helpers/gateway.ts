/** Starts a gateway on a random port and talks to it over real HTTP. */
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { freePort } from "./platform.js";
import { startProcess, type RunningProcess } from "./process.js";
import { loadConfig } from "../../src/config.js";
import { buildGateway } from "../../src/server.js";

export interface RunningGateway {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** `env`: more configuration (e.g. RATE_LIMITS: "off" for suites that send many orders from 127.0.0.1); `clock`: the cache's clock. */
export async function startGateway(
  storeApiUrl: string,
  accessKey: string,
  env: Record<string, string> = {},
  clock?: () => number,
): Promise<RunningGateway> {
  const config = loadConfig({ STORE_API_URL: storeApiUrl, STORE_API_ACCESS_KEY: accessKey, LOG_LEVEL: "silent", ...env });
  const app = await buildGateway(config, { cacheClock: clock });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  return { url: address, app, close: () => app.close() };
}

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  text: string;
  body: {
    data?: T | null;
    errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[];
  };
}

export async function gql<T = Record<string, any>>(
  gatewayUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GraphQLResponse<T>> {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: JSON.parse(text) };
}

export const GATEWAY_DIR = fileURLToPath(new URL("../../", import.meta.url));

export interface GatewayProcess extends RunningProcess {
  url: string;
}

/**
 * A gateway as its own OS process (`node --import tsx src/cli/serve.ts`), for tests that need
 * several instances sharing state only through what production shares (Redis).
 */
export async function startGatewayProcess(storeApiUrl: string, accessKey: string, env: Record<string, string> = {}): Promise<GatewayProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const running = await startProcess("gateway", process.execPath, ["--conditions=development", "--import", "tsx", "src/cli/serve.ts"], {
    cwd: GATEWAY_DIR,
    env: {
      ...process.env,
      GATEWAY_PORT: String(port),
      GATEWAY_HOST: "127.0.0.1",
      STORE_API_URL: storeApiUrl,
      STORE_API_ACCESS_KEY: accessKey,
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
      ...env,
    },
    ready: async () => (await fetch(`${url}/health`)).status === 200,
  });
  return { ...running, url };
}
