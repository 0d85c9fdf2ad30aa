/**
 * What a request carries through its asynchronous work for code that has no request object (the one Store API
 * client): its id (observability/requestId.ts) and its Store API budget (limits/operationBudget.ts).
 *
 * One AsyncLocalStorage for both, not one each: while any storage is enabled, Node (20) marks every promise
 * created anywhere with its async ids and, per storage, the current store — properties added to each promise.
 * With two storages a promise's added properties outgrew their first backing store, so every promise of the
 * gateway allocated twice; the hook was ≈ 10 % of the gateway's allocation in an order burst (issue 26).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { OperationBudget } from "../limits/operationBudget.js";

export interface RequestScope {
  readonly id?: string;
  readonly budget?: OperationBudget;
}

const scope = new AsyncLocalStorage<RequestScope>();

/** Runs `next` with the current scope plus `entries` (a nested scope keeps what it does not replace). */
export function runInRequestScope(entries: RequestScope, next: () => void): void {
  const outer = scope.getStore();
  scope.run(outer ? { ...outer, ...entries } : entries, next);
}

export function currentRequestScope(): RequestScope | undefined {
  return scope.getStore();
}
