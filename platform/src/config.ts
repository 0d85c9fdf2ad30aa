import { fileURLToPath } from "node:url";
import path from "node:path";

/** Default access key of the seeded sales channel (Shopware keys start with "SWSC" = sales-channel origin). */
export const DEFAULT_ACCESS_KEY = "SWSCAPOTHEKESHOPDEMOKEY012";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface PlatformEnv {
  port: number;
  host: string;
  accessKey: string;
  dbPath: string;
  /** Absolute base used in media URLs; when unset it is derived from the request's Host header. */
  publicUrl: string | undefined;
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): PlatformEnv {
  return {
    port: Number(env.PLATFORM_PORT ?? 8000),
    host: env.PLATFORM_HOST ?? "127.0.0.1",
    accessKey: env.PLATFORM_ACCESS_KEY ?? DEFAULT_ACCESS_KEY,
    dbPath: env.PLATFORM_DB ?? path.join(repoRoot, ".data", "platform.sqlite"),
    publicUrl: env.PLATFORM_PUBLIC_URL || undefined,
  };
}
