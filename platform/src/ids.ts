import { createHash, randomBytes } from "node:crypto";

/**
 * Deterministic 32-hex id from a stable key, so re-seeding yields the same ids and
 * the gateway/web can rely on them across runs (Shopware ids are 32 lowercase hex, no dashes).
 */
export function idFor(key: string): string {
  return createHash("md5").update(key).digest("hex");
}

export const UUID_RE = /^[0-9a-f]{32}$/;

export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID_RE.test(value);
}

const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

// random bytes drawn in blocks: every anonymous Store API request mints a token, one system call each was measurable
const POOL_SIZE = 4096;
let pool = Buffer.alloc(0);
let poolOffset = 0;

function takeRandomBytes(length: number): Buffer {
  if (length > POOL_SIZE) return randomBytes(length);
  if (poolOffset + length > pool.length) {
    pool = randomBytes(POOL_SIZE);
    poolOffset = 0;
  }
  const bytes = pool.subarray(poolOffset, poolOffset + length);
  poolOffset += length;
  return bytes;
}

/** Same shape as Shopware's Random::getAlphanumericString(32) context tokens. */
export function randomToken(length = 32): string {
  const bytes = takeRandomBytes(length);
  let out = "";
  for (let i = 0; i < length; i++) out += ALNUM[bytes[i]! % ALNUM.length];
  return out;
}

/** Shopware's system language id: de-CH takes that role here, so fallbacks land on German. */
export const SYSTEM_LANGUAGE_ID = "2fbb5fe2e29a4d70aa5854ce7ce3e20b";
/** Shopware's live version id, present on versioned entities (product, category). */
export const LIVE_VERSION_ID = "0fa91ce3e96a4bc2be4bd9ce752c3425";
/**
 * createdAt of the entities the seed writes (reference data, catalogue, CMS): Shopware's DAL fills
 * createdAt on every stored entity, so the Store API never answers it as null.
 */
export const SEEDED_AT = "2025-01-01T00:00:00.000Z";
