import type { FastifyReply, FastifyRequest } from "fastify";
import type { ContextPayload, ContextService } from "../context/context-service.js";
import type { Db } from "../db/connection.js";
import { randomToken } from "../ids.js";
import { mergeCartOnLogin } from "../checkout/cart-merge.js";

/**
 * Like Shopware's SalesChannelContextPersister::replace on login/logout/registration: the old token
 * dies, a fresh random token carries the session state (language, currency, ...) and the customer.
 * Issuing a new token on every privilege change prevents session fixation.
 */
export function replaceContextToken(
  db: Db,
  contexts: ContextService,
  req: FastifyRequest,
  reply: FastifyReply,
  customerId: string | null,
  restore: Partial<ContextPayload> = {},
): string {
  const ctx = req.sw;
  const token = randomToken();
  const payload: ContextPayload = { ...ctx.payload, ...restore, customerId, billingAddressId: null, shippingAddressId: null };
  if (!customerId) delete payload.customerId;
  db.prepare("DELETE FROM sales_channel_api_context WHERE token = ?").run(ctx.token);
  contexts.save(token, ctx.salesChannel.id, payload);
  // login/registration: the guest cart and the customer's earlier cart continue under the new token
  if (customerId) mergeCartOnLogin(db, { salesChannelId: ctx.salesChannel.id, guestToken: ctx.token, newToken: token, customerId, now: new Date() });
  reply.header("sw-context-token", token);
  return token;
}

/** After a password change/reset every other session of the customer is logged out. */
export function dropOtherSessions(db: Db, customerId: string, keepToken: string | null): void {
  db.prepare("DELETE FROM sales_channel_api_context WHERE customer_id = ? AND token != ?").run(customerId, keepToken ?? "");
}
