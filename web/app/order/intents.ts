/** The order actions' form contract, shared by the forms (browser) and the action (server). */
export const ORDER_INTENTS = ["cancel", "change-payment", "retry-payment"] as const;
export type OrderIntent = (typeof ORDER_INTENTS)[number];

export interface OrderActionData {
  intent: OrderIntent | null;
  ok: boolean;
  /** Localised error (or success) text. */
  message?: string;
  /** retry-payment: the provider's URL the page sends the shopper to after the notice. */
  redirectUrl?: string;
}

export function parseOrderIntent(form: FormData): { intent: OrderIntent; paymentMethodId: string | null } | null {
  const intent = form.get("intent");
  if (typeof intent !== "string" || !(ORDER_INTENTS as readonly string[]).includes(intent)) return null;
  const method = form.get("paymentMethodId");
  return { intent: intent as OrderIntent, paymentMethodId: typeof method === "string" && method.trim() ? method.trim() : null };
}

/** The provider's URL of a successful retry (or change + retry) in this request's action answer. */
export function pendingPaymentRedirect(actionData: OrderActionData | undefined): string | null {
  const payment = actionData?.intent === "retry-payment" || actionData?.intent === "change-payment";
  return payment && actionData?.ok && actionData.redirectUrl ? actionData.redirectUrl : null;
}
