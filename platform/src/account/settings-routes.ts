import type { FastifyInstance } from "fastify";
import type { Db } from "../db/connection.js";
import { errorBody } from "../http/errors.js";
import { SWITCHES, switchOn, type AccountConfig } from "./config.js";

const KEYS = Object.keys(SWITCHES) as (keyof typeof SWITCHES)[];

/**
 * Runtime switches among the development tools (like the request log): e2e tests and the demo's
 * operator flip registration (and Shopware's data-protection checkbox setting) off/on at runtime.
 * PUT /__platform/settings/<key> {"value": "0" | "1"}; DELETE falls back to the env default.
 */
export function settingsRoutes(app: FastifyInstance, db: Db, config: AccountConfig): void {
  app.get("/__platform/settings", async () => Object.fromEntries(KEYS.map((key) => [key, switchOn(db, config, key) ? "1" : "0"])));

  app.put("/__platform/settings/:key", async (req, reply) => {
    const { key } = req.params as { key: string };
    const value = (req.body as { value?: unknown } | undefined)?.value;
    if (!(KEYS as string[]).includes(key) || (value !== "0" && value !== "1")) {
      return reply.code(400).send(errorBody(400, "FRAMEWORK__INVALID_REQUEST_PARAMETER", `Unknown setting or value: ${key}`));
    }
    db.prepare("INSERT INTO platform_setting (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value").run(key, value);
    return { [key]: value };
  });

  app.delete("/__platform/settings/:key", async (req, reply) => {
    db.prepare("DELETE FROM platform_setting WHERE key = ?").run((req.params as { key: string }).key);
    return reply.code(204).send();
  });
}
