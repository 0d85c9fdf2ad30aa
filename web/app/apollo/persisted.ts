/**
 * The build-time hash GraphQL Codegen puts on every generated document (client preset
 * `persistedDocuments`: `__meta__.hash`, "sha256:<hex>"); the gateway knows the same hashes from
 * web/app/generated/persisted-documents.json. Browser and server code share it.
 */
import type { DocumentNode } from "graphql";

export function persistedHash(document: DocumentNode): string | undefined {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  return typeof hash === "string" ? hash.replace(/^sha256:/, "") : undefined;
}
