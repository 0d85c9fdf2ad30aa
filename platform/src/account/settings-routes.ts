import type { FastifyInstance } from "fastify";
import type { Db } from "../db/connection.js";
import { errorBody } from "../http/errors.js";
import { registrationActive, type AccountConfig } from "./config.js";

const KEYS = ["registration.active"] as const;

/**
 * Runtime switches among the development tools (like the request log): e2e tests and the demo's
 * operator flip registration off/on at runtime. PUT /__platform/settings/registration.active
 * {"value": "0" | "1"}; DELETE falls back to the env default (PLATFORM_REGISTRATION_ACTIVE).
 */
export function settingsRoutes(app: FastifyInstance, db: Db, config: AccountConfig): void {
  app.get("/__platform/settings", async () => ({ "registration.active": registrationActive(db, config) ? "1" : "0" }));

  app.put("/__platform/settings/:key", async (req, reply) => {
    const { key } = req.params as { key: string };
    const value = (req.body as { value?: unknown } | undefined)?.value;
    if (!(KEYS as readonly string[]).includes(key) || (value !== "0" && value !== "1")) {
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
