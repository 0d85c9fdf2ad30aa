/**
 * Runs ./nginx.conf in the foreground for the TLS end-to-end suite: a fresh folder with a self-signed certificate
 * for the suite's host name (openssl), the config with its {{…}} values filled in, then `nginx -c … -g "daemon off;"`.
 * Playwright starts it as a web server and stops it with SIGTERM, which nginx answers with a fast shutdown.
 * Usage: node nginx.mjs <listen port> <web host:port> <server name> <bind address>
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const [listen, web, serverName, bind] = process.argv.slice(2);
if (!listen || !web || !serverName || !bind) throw new Error("usage: node nginx.mjs <listen> <web host:port> <server name> <bind address>");

const run = mkdtempSync(join(tmpdir(), "shop-tls-"));
execFileSync(
  "openssl",
  ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", join(run, "key.pem"), "-out", join(run, "cert.pem"), "-days", "2",
    "-subj", `/CN=${serverName}`, "-addext", `subjectAltName=DNS:${serverName},DNS:localhost,IP:127.0.0.1`],
  { stdio: "ignore" },
);
const values = { RUN: run, LISTEN: listen, WEB: web, SERVER_NAME: serverName, BIND: bind };
const config = readFileSync(new URL("./nginx.conf", import.meta.url), "utf8").replace(/\{\{(\w+)\}\}/g, (_, name) => values[name]);
writeFileSync(join(run, "nginx.conf"), config);

const nginx = spawn(process.env.NGINX ?? "nginx", ["-c", join(run, "nginx.conf"), "-g", "daemon off;"], { stdio: "inherit" });
const stop = () => nginx.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
nginx.on("exit", (code) => {
  rmSync(run, { recursive: true, force: true });
  process.exit(code ?? 0);
});
