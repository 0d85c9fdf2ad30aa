/**
 * Persisted documents (issue 10): the storefront sends the sha256 hash of a document generated at build
 * time by GraphQL Codegen (client preset `persistedDocuments`, web/app/generated/persisted-documents.json)
 * instead of its text, in the APQ wire format (`extensions.persistedQuery.sha256Hash`), reads as GET.
 *
 * Modes (PERSISTED_DOCUMENTS):
 * - `off`: Apollo Server's own automatic persisted queries, as before this module.
 * - `allow`: known hashes are answered from the manifest; full documents are accepted from
 *   everybody (GraphiQL, mobile/kiosk apps). Runtime registration of new hashes (APQ) is off: only
 *   the build's documents can be addressed by hash, so no client can fill the gateway's memory.
 * - `require-for-web` (default, issue 20): as `allow`, but a request of the storefront (`apollographql-client-name: web`,
 *   set by the web server for its SSR loaders and its /graphql proxy) must send a known hash; a full
 *   document from it is refused. Apps without that header keep full GraphQL under the document limits.
 */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { ApolloServerPlugin, GraphQLRequest } from "@apollo/server";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ConfigError, type PersistedDocumentsMode } from "../config.js";
import { PERSISTED_DOCUMENT_MESSAGES } from "../errors/messages.js";
import { resolveLocale } from "../session/locale.js";

export type { PersistedDocumentsMode } from "../config.js";

/** Header by which the storefront's server identifies its requests (Apollo's client-awareness header). */
export const CLIENT_NAME_HEADER = "apollographql-client-name";
export const WEB_CLIENT_NAME = "web";

/** Codegen writes the manifest into the web's generated folder (`pnpm codegen`, part of the build). */
export const DEFAULT_PERSISTED_DOCUMENTS_FILE = fileURLToPath(
  new URL("../../../web/app/generated/persisted-documents.json", import.meta.url),
);

export const PERSISTED_QUERY_NOT_FOUND = "PERSISTED_QUERY_NOT_FOUND";
export const PERSISTED_DOCUMENT_REQUIRED = "PERSISTED_DOCUMENT_REQUIRED";

/** hash → document text. Codegen's keys read `sha256:<hex>`; Apollo clients send the bare hex. */
export class PersistedDocuments {
  private readonly byHash = new Map<string, string>();

  constructor(manifest: Record<string, string>) {
    for (const [key, text] of Object.entries(manifest)) {
      if (typeof text === "string") this.byHash.set(key.replace(/^sha256:/, ""), text);
    }
  }

  static load(file: string): PersistedDocuments {
    if (!existsSync(file)) throw new ConfigError(`PERSISTED_DOCUMENTS_FILE not found: ${file} (run pnpm codegen)`);
    try {
      return new PersistedDocuments(JSON.parse(readFileSync(file, "utf8")) as Record<string, string>);
    } catch (error) {
      throw new ConfigError(`PERSISTED_DOCUMENTS_FILE is not a codegen manifest: ${file} (${(error as Error).message})`);
    }
  }

  get size(): number {
    return this.byHash.size;
  }

  get(hash: string): string | undefined {
    return this.byHash.get(hash.replace(/^sha256:/, ""));
  }
}

interface RequestParts {
  hash?: string;
  hasQuery: boolean;
}

function hashOf(extensions: unknown): string | undefined {
  const persisted = (extensions as { persistedQuery?: { sha256Hash?: unknown } } | null | undefined)?.persistedQuery;
  return typeof persisted?.sha256Hash === "string" ? persisted.sha256Hash : undefined;
}

/** The hash and whether a document text came with it, from a GET's search or a POST's JSON body. */
export function requestParts(request: FastifyRequest): RequestParts {
  if (request.method === "GET") {
    const search = (request.query ?? {}) as Record<string, unknown>;
    let extensions: unknown;
    try {
      extensions = typeof search.extensions === "string" ? JSON.parse(search.extensions) : undefined;
    } catch {
      extensions = undefined; // Apollo Server answers the malformed parameter itself (400).
    }
    return { hash: hashOf(extensions), hasQuery: typeof search.query === "string" && search.query !== "" };
  }
  const body = request.body as { query?: unknown; extensions?: unknown } | null | undefined;
  if (!body || typeof body !== "object" || Array.isArray(body)) return { hasQuery: false };
  return { hash: hashOf(body.extensions), hasQuery: typeof body.query === "string" && body.query !== "" };
}

function refuse(request: FastifyRequest, reply: FastifyReply, code: typeof PERSISTED_QUERY_NOT_FOUND | typeof PERSISTED_DOCUMENT_REQUIRED) {
  const message = PERSISTED_DOCUMENT_MESSAGES[code][resolveLocale(request.headers)];
  return reply
    .code(400)
    .header("cache-control", "private, no-store")
    .type("application/json; charset=utf-8")
    .send({ errors: [{ message, extensions: { code } }] });
}

/**
 * Fastify preHandler of /graphql: refuses a hash that is not in the manifest (unless the text came with
 * it) and, in `require-for-web`, a full document from the storefront. Known hashes pass to the plugin.
 */
export function persistedDocumentsGuard(documents: PersistedDocuments, mode: PersistedDocumentsMode) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== "GET" && request.method !== "POST") return;
    const { hash, hasQuery } = requestParts(request);
    const known = hash !== undefined && documents.get(hash) !== undefined;
    if (known) return;
    if (hash !== undefined && !hasQuery) return refuse(request, reply, PERSISTED_QUERY_NOT_FOUND);
    const fromWeb = request.headers[CLIENT_NAME_HEADER] === WEB_CLIENT_NAME;
    if (mode === "require-for-web" && fromWeb && hasQuery) {
      return refuse(request, reply, PERSISTED_DOCUMENT_REQUIRED);
    }
  };
}

/** Requests whose document came from the manifest (cache/httpCache.ts lets only those be shared). */
const fromManifest = new WeakSet<GraphQLRequest>();

export function isPersistedRequest(request: GraphQLRequest): boolean {
  return fromManifest.has(request);
}

/**
 * Apollo Server plugin: replaces a known hash by the manifest's text before Apollo resolves the source,
 * and drops the persistedQuery extension (Apollo's own APQ is off in these modes, it would refuse it).
 * Runs in requestDidStart, which Apollo calls before it reads `request.query`.
 */
export function persistedDocumentsPlugin(documents: PersistedDocuments): ApolloServerPlugin {
  return {
    async requestDidStart({ request }) {
      const hash = hashOf(request.extensions);
      if (hash === undefined) return;
      const text = documents.get(hash);
      if (text !== undefined) {
        request.query = text;
        fromManifest.add(request);
      }
      const { persistedQuery: _dropped, ...rest } = request.extensions ?? {};
      request.extensions = rest;
    },
  };
}

/**
 * The manifest for the configured mode, or null for `off`. `require-for-web` needs the file (start fails
 * without it); `allow` without it logs a warning and answers every hash with PERSISTED_QUERY_NOT_FOUND,
 * on which Apollo Client's persisted-query link retries with the full document.
 */
export function loadPersistedDocuments(
  setting: { mode: PersistedDocumentsMode; file?: string } | undefined,
  log: { warn: (object: object, message: string) => void; info: (object: object, message: string) => void },
): { mode: PersistedDocumentsMode; documents: PersistedDocuments } | null {
  const mode = setting?.mode ?? "allow";
  if (mode === "off") return null;
  const file = setting?.file ?? DEFAULT_PERSISTED_DOCUMENTS_FILE;
  if (mode === "allow" && !existsSync(file)) {
    log.warn({ file }, "persisted documents manifest not found: hashes are unknown until pnpm codegen has run");
    return { mode, documents: new PersistedDocuments({}) };
  }
  const documents = PersistedDocuments.load(file);
  log.info({ file, documents: documents.size, mode }, "persisted documents loaded");
  return { mode, documents };
}
