/**
 * What one request may make the gateway do at run time (issue 20), whatever its document's cost:
 * a number of Store API calls, a deadline, and the size of its answer. The cost rule (queryCost.ts)
 * refuses documents that ask for too much; these bounds hold when a document that looked cheap
 * turns out expensive (large upstream answers, a slow upstream, lists longer than typical).
 *
 * The budget lives in the request's scope (observability/requestScope.ts) entered per HTTP request, so the one Store API
 * client asks it before every call (`admit`) without any caller passing it along. Once a bound is
 * spent every further call fails at once: the operation ends with errors instead of more work.
 */
import type { ApolloServerPlugin } from "@apollo/server";
import { resultJson } from "../cache/resultJson.js";
import type { Locale } from "../session/locale.js";
import { limitError, localeOf } from "./limitErrors.js";
import { currentRequestScope, runInRequestScope } from "../observability/requestScope.js";

export interface OperationBounds {
  /** Store API calls per request. */
  maxUpstreamCalls: number;
  /** Wall time per request, in ms: no Store API call starts or runs past it. */
  deadlineMs: number;
  /** Bytes of the JSON answer. */
  maxResponseBytes: number;
}

export class OperationBudget {
  private calls = 0;
  private readonly endsAt: number;

  constructor(
    private readonly bounds: OperationBounds,
    private readonly locale: Locale,
  ) {
    this.endsAt = performance.now() + bounds.deadlineMs;
  }

  get upstreamCalls(): number {
    return this.calls;
  }

  /** Admits one more Store API call and returns how long it may take (ms); throws when a bound is spent. */
  admit(): number {
    const remaining = this.endsAt - performance.now();
    if (remaining <= 0) throw limitError("deadline", this.bounds.deadlineMs, undefined, this.locale);
    this.calls++;
    if (this.calls > this.bounds.maxUpstreamCalls) throw limitError("upstreamCalls", this.bounds.maxUpstreamCalls, this.calls, this.locale);
    return remaining;
  }
}

export function runWithBudget(budget: OperationBudget, next: () => void): void {
  runInRequestScope({ budget }, next);
}

/** The budget of the request being handled; undefined outside a request (start-up reads). */
export function currentBudget(): OperationBudget | undefined {
  return currentRequestScope()?.budget;
}

/**
 * Refuses an answer larger than `maxBytes`: it replaces the body with one limit error. The work is
 * done by then, but a client cannot make the gateway hold and send megabytes per request.
 */
export function responseSizePlugin(maxBytes: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, request }) {
          if (response.body.kind !== "single") return;
          const bytes = Buffer.byteLength(resultJson(response.body.singleResult));
          if (bytes <= maxBytes) return;
          const error = limitError("responseBytes", maxBytes, bytes, localeOf(request.http?.headers));
          const { http: _http, ...extensions } = error.extensions;
          response.body.singleResult = { errors: [{ message: error.message, extensions }] };
          response.http.status = 400;
        },
      };
    },
  };
}
