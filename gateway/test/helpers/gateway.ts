/** Starts a gateway on a random port and talks to it over real HTTP. */
import type { FastifyInstance } from "fastify";
import { loadConfig } from "../../src/config.js";
import { buildGateway } from "../../src/server.js";

export interface RunningGateway {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function startGateway(storeApiUrl: string, accessKey: string): Promise<RunningGateway> {
  const config = loadConfig({ STORE_API_URL: storeApiUrl, STORE_API_ACCESS_KEY: accessKey, LOG_LEVEL: "silent" });
  const app = await buildGateway(config);
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
