/**
 * Starts the gateway from environment variables:
 *   GATEWAY_PORT (4000), GATEWAY_HOST (0.0.0.0), STORE_API_URL (http://127.0.0.1:8000),
 *   STORE_API_ACCESS_KEY (embedded platform key), COOKIE_SECURE (auto|true|false), LOG_LEVEL (info|silent|...).
 */
import { ConfigError, loadConfig, type GatewayConfig } from "../config.js";
import { buildGateway } from "../server.js";

function fail(message: string): never {
  process.stderr.write(`gateway: ${message}\n`);
  process.exit(1);
}

let config: GatewayConfig;
try {
  config = loadConfig();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : "invalid configuration");
}

try {
  const app = await buildGateway(config);
  const address = await app.listen({ port: config.port, host: config.host });
  const url = new URL(address);
  if (url.hostname === "0.0.0.0" || url.hostname === "[::]") url.hostname = "localhost";
  const base = url.origin;
  process.stdout.write(
    [
      `gateway listening on ${address}`,
      `  GraphQL:  ${base}/graphql`,
      `  GraphiQL: ${base}/graphiql`,
      `  Health:   ${base}/health`,
      `  Store API: ${config.storeApiUrl}`,
      "",
    ].join("\n"),
  );
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  fail(`failed to start: ${message}`);
}
