/**
 * docker-compose.yml is private by default (issue 19): only the web publishes a port, the platform's
 * development endpoints stay off, every service of the image runs NODE_ENV=production. The API for apps is
 * published only with the docker-compose.api.yml override. Both validate with `docker-compose config`
 * where Debian's docker-compose is installed (no container engine needed).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const BASE = "docker-compose.yml";
const API = "docker-compose.api.yml";

interface Service {
  build?: unknown;
  ports?: unknown[];
  environment?: Record<string, string> | string[];
}
interface ComposeFile {
  services: Record<string, Service>;
  networks?: { default?: { ipam?: { config?: { subnet?: string }[] } } };
}

const read = (file: string) => parse(readFileSync(path.join(root, file), "utf8")) as ComposeFile;

/** Compose allows `environment` as a map or as `KEY=value` lines. */
function env(service: Service): Record<string, string> {
  const raw = service.environment ?? {};
  if (!Array.isArray(raw)) return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, String(v)]));
  return Object.fromEntries(raw.map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]));
}

const base = read(BASE);
const api = read(API);

describe(BASE, () => {
  it("publishes the web only: no ports on the platform or the gateway", () => {
    expect(base.services.platform!.ports).toBeUndefined();
    expect(base.services.gateway!.ports).toBeUndefined();
    expect(Object.keys(base.services).filter((name) => base.services[name]!.ports)).toEqual(["web"]);
  });

  it("keeps the platform's development endpoints off", () => {
    for (const service of Object.values(base.services)) expect(env(service).PLATFORM_DEV_TOOLS ?? "0").toBe("0");
  });

  it("runs every service of the image under NODE_ENV=production", () => {
    const built = Object.entries(base.services).filter(([, service]) => service.build);
    expect(built.map(([name]) => name).sort()).toEqual(["gateway", "platform", "web"]);
    for (const [name, service] of built) expect({ name, NODE_ENV: env(service).NODE_ENV }).toEqual({ name, NODE_ENV: "production" });
  });

  it("trusts forwarding headers from the compose network only, and hands out payment links on the shop's origin", () => {
    const subnet = base.networks?.default?.ipam?.config?.[0]?.subnet;
    expect(subnet).toMatch(/^\d+\.\d+\.\d+\.\d+\/\d+$/);
    expect(env(base.services.platform!).PLATFORM_TRUST_PROXY).toBe(subnet);
    expect(env(base.services.gateway!).GATEWAY_TRUST_PROXY?.split(",")).toContain(subnet);
    const storeHost = env(base.services.web!).STORE_HOST;
    expect(env(base.services.platform!).PLATFORM_PAYMENT_PUBLIC_URL).toBe(storeHost);
    expect(env(base.services.platform!).STORE_HOST).toBe(storeHost);
    expect(env(base.services.gateway!).STORE_HOST).toBe(storeHost);
  });
});

describe(API, () => {
  it("publishes the gateway's port and decides introspection explicitly", () => {
    expect(Object.keys(api.services)).toEqual(["gateway"]);
    expect(api.services.gateway!.ports).toEqual(["4000:4000"]);
    expect(env(api.services.gateway!)).toMatchObject({ GRAPHQL_INTROSPECTION: expect.any(String), GRAPHQL_SUGGESTIONS: expect.any(String) });
  });
});

// Debian's docker-compose 1.29 validates offline; CI machines without it skip this check only.
const composeInstalled = spawnSync("docker-compose", ["version"], { stdio: "ignore" }).status === 0;

describe("docker-compose config", () => {
  it.skipIf(!composeInstalled)(`accepts ${BASE} alone and with ${API} (skipped where docker-compose is not installed)`, () => {
    const config = (...files: string[]) =>
      execFileSync("docker-compose", [...files.flatMap((f) => ["-f", f]), "config"], { cwd: root, encoding: "utf8" });
    expect(parse(config(BASE)).services.platform.ports).toBeUndefined();
    const merged = parse(config(BASE, API));
    expect(merged.services.gateway.ports).toHaveLength(1);
    expect(merged.services.platform.ports).toBeUndefined();
  });
});
