import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { openDb, type Db } from "../src/db/connection.js";
import { migrate } from "../src/db/migrate.js";
import { seed } from "../src/seed/seed.js";
import { buildPlatform, type BuildOptions } from "../src/server.js";
import type { AccountConfig } from "../src/account/config.js";
import { SEED_IDS } from "../src/seed/ids.js";
import { ACCOUNT_SEED } from "../src/seed/accounts.js";
import { ACCESS_KEY } from "./helpers.js";

export const STOREFRONT = "http://shop.test";

/** A platform on a fresh in-memory DB with a movable clock (`clock.advance(ms)`); `options` go to buildPlatform. */
export function createAccountPlatform(config: Partial<AccountConfig> = {}, options: Partial<BuildOptions> = {}) {
  const db: Db = openDb(":memory:");
  migrate(db);
  // the small catalogue (a few hundred products) is enough for account tests and seeds 3x faster
  seed(db, { size: "small" });
  let offset = 0;
  const clock = {
    now: () => new Date(Date.now() + offset),
    advance: (ms: number) => {
      offset += ms;
    },
  };
  const app = buildPlatform({ db, accessKey: ACCESS_KEY, publicUrl: "http://platform.test", now: clock.now, accounts: { storefrontUrls: [STOREFRONT], ...config }, ...options });
  return { app, db, clock };
}

export function h(token?: string, extra: Record<string, string> = {}): Record<string, string> {
  return { "sw-access-key": ACCESS_KEY, "content-type": "application/json", ...(token ? { "sw-context-token": token } : {}), ...extra };
}

export function registration(email: string, overrides: Record<string, unknown> = {}) {
  return {
    salutationId: ACCOUNT_SEED.salutations.mrs,
    firstName: "Erika",
    lastName: "Muster",
    email,
    password: "sicheres-Passwort-1",
    storefrontUrl: STOREFRONT,
    acceptedDataProtection: true,
    billingAddress: {
      street: "Bahnhofstrasse 12",
      zipcode: "8001",
      city: "Zürich",
      countryId: SEED_IDS.countryCh,
      phoneNumber: "+41 79 123 45 67",
    },
    ...overrides,
  };
}

/** POST helper returning the response; `token` is sent as sw-context-token. */
export async function post(app: FastifyInstance, url: string, payload: unknown, token?: string, extra: Record<string, string> = {}) {
  return app.inject({ method: "POST", url, headers: h(token, extra), payload: payload as Record<string, unknown> });
}

export async function register(app: FastifyInstance, email: string, overrides: Record<string, unknown> = {}): Promise<{ token: string; res: LightMyRequestResponse }> {
  const res = await post(app, "/store-api/account/register", registration(email, overrides));
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { token: res.headers["sw-context-token"] as string, res };
}

export async function login(app: FastifyInstance, email: string, password = "sicheres-Passwort-1"): Promise<string> {
  const res = await post(app, "/store-api/account/login", { username: email, password });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().contextToken as string;
}

export async function mails(app: FastifyInstance, to: string) {
  const res = await app.inject({ method: "GET", url: `/__platform/mails?to=${encodeURIComponent(to)}` });
  return res.json().mails as { id: string; to: string; subject: string; text: string; html: string; links: string[]; locale: string; template: string }[];
}

export const codes = (res: LightMyRequestResponse) => (res.json().errors as { code: string }[]).map((e) => e.code);
export const pointers = (res: LightMyRequestResponse) => (res.json().errors as { source?: { pointer?: string } }[]).map((e) => e.source?.pointer);
