/**
 * The operation a stand-in gateway received from the web: a GET (hash in `extensions`) or a POST body,
 * with a persisted hash resolved through the manifest `pnpm codegen` generated
 * (app/generated/persisted-documents.json), as the real gateway does.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const manifestFile = fileURLToPath(new URL("../../app/generated/persisted-documents.json", import.meta.url));
let manifest: Record<string, string> | undefined;

function documentFor(hash: string): string | undefined {
  manifest ??= JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, string>;
  return manifest[`sha256:${hash.replace(/^sha256:/, "")}`];
}

export interface ReceivedOperation {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
  /** Whether only the hash was sent (no document text). */
  byHash: boolean;
}

export function receivedOperation(method: string | undefined, url: string | undefined, body: string): ReceivedOperation {
  const search = new URL(url ?? "/", "http://gateway").searchParams;
  const params = (method === "POST" && body
    ? JSON.parse(body)
    : {
        query: search.get("query") ?? undefined,
        operationName: search.get("operationName") ?? undefined,
        variables: search.get("variables") ? JSON.parse(search.get("variables")!) : undefined,
        extensions: search.get("extensions") ? JSON.parse(search.get("extensions")!) : undefined,
      }) as { query?: string; variables?: Record<string, unknown>; operationName?: string; extensions?: { persistedQuery?: { sha256Hash?: string } } };
  const hash = params.extensions?.persistedQuery?.sha256Hash;
  const query = params.query ?? (hash ? documentFor(hash) : undefined) ?? "";
  return { query, variables: params.variables ?? {}, operationName: params.operationName, byHash: !params.query && !!hash };
}
