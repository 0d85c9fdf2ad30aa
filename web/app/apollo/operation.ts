/**
 * The request body text of a typed document, printed once per process: walking and printing the
 * documents on every request (Apollo Client's transforms) cost ~9 % of a page's CPU. Documents are
 * sent as written: the generated types only promise the fields a document asks for (`__typename`
 * included where a component needs it), so nothing is added.
 */
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { print, type DocumentNode } from "graphql";

const printed = new WeakMap<DocumentNode, string>();

export function operationText(document: TypedDocumentNode<unknown, never> | DocumentNode): string {
  let text = printed.get(document);
  if (text === undefined) {
    text = print(document);
    printed.set(document, text);
  }
  return text;
}
