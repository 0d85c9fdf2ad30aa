/**
 * How the web's server sends a GraphQL operation to the gateway: by the sha256 hash GraphQL Codegen
 * generated at build time (client preset `persistedDocuments`, web/app/generated/persisted-documents.json,
 * which the gateway loads), never the document text — queries as GET (cacheable, no body), mutations as
 * POST. Only when the gateway does not know the hash (PERSISTED_QUERY_NOT_FOUND: a gateway started with
 * an older manifest or PERSISTED_DOCUMENTS=off) is the operation sent once more with its text, as
 * Apollo's persisted-query link does; a gateway in `require-for-web` refuses that.
 *
 * Answers arrive with the shop's own media URLs root-relative (catalog/mediaUrls.ts).
 *
 * The text is printed once per process: walking and printing documents on every request cost ~9 % of a
 * page's CPU.
 */
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { print, type DocumentNode, type OperationDefinitionNode } from "graphql";
import { gatewayGraphqlUrl } from "./config";
import { gatewayRequest, type GatewayReply } from "./gatewayHttp.server";
import { persistedHash } from "./persisted";
import { shopRelativeMedia } from "~/catalog/mediaUrls";

const printed = new WeakMap<DocumentNode, string>();

export function operationText(document: TypedDocumentNode<unknown, never> | DocumentNode): string {
  let text = printed.get(document);
  if (text === undefined) {
    text = print(document);
    printed.set(document, text);
  }
  return text;
}

function operationOf(document: DocumentNode): OperationDefinitionNode | undefined {
  return document.definitions.find((d): d is OperationDefinitionNode => d.kind === "OperationDefinition");
}

export interface GatewayAnswer<TData> {
  /** The answer's status and Set-Cookie headers (its body is parsed below). */
  response: Pick<GatewayReply, "status" | "setCookies">;
  /** The parsed JSON answer, or undefined when the gateway did not answer JSON. */
  body: { data?: TData | null; errors?: { message: string; extensions?: Record<string, unknown> }[] } | undefined;
}

function isUnknownHash(body: GatewayAnswer<unknown>["body"]): boolean {
  return body?.errors?.some((e) => e.extensions?.code === "PERSISTED_QUERY_NOT_FOUND") ?? false;
}

/**
 * Sends one operation (headers: cookie, locale, client name …) over ./gatewayHttp.server.ts; its errors
 * (unreachable, time-out) reach the caller unchanged.
 */
export async function sendOperation<TData>(
  document: TypedDocumentNode<TData, never> | DocumentNode,
  variables: unknown,
  headers: Record<string, string>,
  url: string = gatewayGraphqlUrl(),
): Promise<GatewayAnswer<TData>> {
  const hash = persistedHash(document);
  const operation = operationOf(document);
  const payload = {
    operationName: operation?.name?.value,
    variables: variables ?? {},
    ...(hash ? { extensions: { persistedQuery: { version: 1, sha256Hash: hash } } } : { query: operationText(document) }),
  };
  let answer = await send<TData>(payload, operation?.operation === "query", headers, url);
  if (hash && isUnknownHash(answer.body)) {
    answer = await send<TData>({ ...payload, query: operationText(document) }, false, headers, url);
  }
  return answer;
}

async function send<TData>(
  payload: { operationName?: string; variables: unknown; query?: string; extensions?: unknown },
  asGet: boolean,
  headers: Record<string, string>,
  url: string,
): Promise<GatewayAnswer<TData>> {
  let response: GatewayReply;
  if (asGet && payload.query === undefined) {
    const target = new URL(url);
    if (payload.operationName) target.searchParams.set("operationName", payload.operationName);
    target.searchParams.set("variables", JSON.stringify(payload.variables));
    target.searchParams.set("extensions", JSON.stringify(payload.extensions));
    const { "content-type": _none, ...getHeaders } = headers;
    response = await gatewayRequest(target, { method: "GET", headers: getHeaders });
  } else {
    response = await gatewayRequest(url, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify(payload),
    });
  }
  let body: GatewayAnswer<TData>["body"];
  try {
    body = JSON.parse(shopRelativeMedia(response.text)) as GatewayAnswer<TData>["body"];
  } catch {
    body = undefined;
  }
  return { response, body };
}
