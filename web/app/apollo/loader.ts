/**
 * apolloLoader: React Router loaders that read the gateway on the server. Each query is one plain
 * request carrying the document's build-time hash (./operation.ts: GET for reads); the answer travels to the browser
 * once, as loader data, and the components read it from there (no Apollo cache to ship or rebuild,
 * no second fetch in the browser).
 *
 * waitForQueries() waits for every query started so far and throws the page's error response:
 * 408/502/503 when the gateway failed (SPEC §8), 400/404 with the gateway's localised text when it
 * refused the visitor's input.
 */
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { data as routerData, type RouterContextProvider } from "react-router";
import { addCacheTags, requestCacheTags } from "~/http/cacheTags";
import { gatewayRequestHeaders } from "./client";
import { clientInputErrorFor, gatewayStatusForGraphQLErrors, type ClientInputError, type GatewayStatus } from "./errors";
import { sendOperation, type GatewayAnswer } from "./operation";
import { shareEntities } from "./shareEntities";
import { localeFromPathname } from "~/i18n/locales";

export type GatewayQueryFn = <TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: NoInfer<TVariables>,
) => Promise<TData | undefined>;

export interface ApolloLoaderExtras {
  /** Starts a query; resolves with its data, or undefined when it failed (waitForQueries() throws then). */
  query: GatewayQueryFn;
  /** Waits for every query started so far; throws a 408/502/503 (or 400/404) response on failure. */
  waitForQueries: () => Promise<void>;
}

/** The queries of one loader call, their failures remembered for waitForQueries(). */
export class GatewayQueries {
  private readonly pending = new Set<Promise<unknown>>();
  private failure: GatewayStatus | undefined;
  private inputError: ClientInputError | undefined;

  /** `tags`: the request's cache tags (http/cacheTags.ts), added from every answer. */
  constructor(
    private readonly request: Request,
    private readonly tags?: Set<string>,
  ) {}

  readonly query: GatewayQueryFn = (document, variables) => {
    const done = this.run(document, variables);
    this.pending.add(done);
    void done.finally(() => this.pending.delete(done));
    return done;
  };

  private async run<TData>(document: TypedDocumentNode<TData, never>, variables: unknown): Promise<TData | undefined> {
    const headers = gatewayRequestHeaders(this.request, localeFromPathname(new URL(this.request.url).pathname));
    headers.accept = "application/graphql-response+json, application/json";
    let sent: GatewayAnswer<TData>;
    try {
      sent = await sendOperation(document, variables, headers);
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || (error.cause as Error | undefined)?.name === "TimeoutError");
      return this.fail(timedOut ? 408 : 503);
    }
    const { response, body: answer } = sent;
    if (!answer) return this.fail(response.status === 503 ? 503 : 502);
    if (answer.data) {
      if (this.tags) addCacheTags(this.tags, answer.data);
      return shareEntities(answer.data);
    }
    if (response.status === 503) return this.fail(503);
    const errors = answer.errors ?? [];
    if (errors.length === 0) return this.fail(502);
    const inputError = clientInputErrorFor(errors);
    if (inputError) {
      this.inputError ??= inputError;
      return undefined;
    }
    return this.fail(gatewayStatusForGraphQLErrors(errors));
  }

  private fail(status: GatewayStatus): undefined {
    // 503 (unreachable) wins over 502: it is the more useful hint.
    if (this.failure !== 503) this.failure = status;
    return undefined;
  }

  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
    if (this.failure) throw routerData({ reason: "gateway" }, { status: this.failure });
    if (this.inputError) {
      throw routerData({ reason: "input", messages: this.inputError.messages }, { status: this.inputError.status });
    }
  }
}

export function apolloLoader<Args extends { request: Request; context?: Readonly<RouterContextProvider> }>() {
  return <ReturnValue>(loader: (args: Args & ApolloLoaderExtras) => ReturnValue) =>
    (args: Args): ReturnValue => {
      const queries = new GatewayQueries(args.request, args.context && requestCacheTags(args.context));
      return loader({ ...args, query: queries.query, waitForQueries: () => queries.settled() });
    };
}
