/**
 * Starts the web server: `node server/index.mjs [build/server/index.js]` (package.json `start`).
 * PORT (default 3000) and HOST as with react-router-serve.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createApp } from "./app.mjs";

const buildPath = path.resolve(process.argv[2] ?? "build/server/index.js");
const build = await import(pathToFileURL(buildPath).href);
const app = createApp(build);
const port = Number(process.env.PORT ?? 3000);
const onListen = () => console.log(`[web] http://${process.env.HOST ?? "localhost"}:${port}`);
const server = process.env.HOST ? app.listen(port, process.env.HOST, onListen) : app.listen(port, onListen);
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    server.close((error) => process.exit(error ? 1 : 0));
    server.closeIdleConnections();
  });
}
