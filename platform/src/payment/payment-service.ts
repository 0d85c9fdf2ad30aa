import type { Db } from "../db/connection.js";
import type { AccountConfig } from "../account/config.js";
import { ShopwareError } from "../http/errors.js";
import { randomToken } from "../ids.js";
import { transitionTransaction, type TransactionState } from "../order/order-states.js";
import { checkedReturnUrl } from "./return-urls.js";

/** A simulator link is valid for one hour and for one decision. */
export const PAYMENT_SESSION_TTL_MS = 3_600_000;
/** Expired links are deleted a day later (the next handle-payment call sweeps them). */
const PURGE_AFTER_MS = 86_400_000;

export type SimulatorAction = "pay" | "fail" | "cancel";
export const SIMULATOR_ACTIONS: Record<SimulatorAction, TransactionState> = { pay: "paid", fail: "failed", cancel: "cancelled" };

export interface PaymentSessionView {
  token: string;
  transactionId: string;
  orderId: string;
  orderNumber: string;
  orderState: string;
  amount: number;
  transactionState: string;
  paymentMethodId: string;
  finishUrl: string | null;
  errorUrl: string | null;
  languageId: string;
  expiresAt: string;
  usedAt: string | null;
}

export type SessionLookup = { kind: "missing" } | { kind: "gone"; session: PaymentSessionView } | { kind: "open"; session: PaymentSessionView };

const missingOrderId = () =>
  new ShopwareError(400, "FRAMEWORK__MISSING_REQUEST_PARAMETER", 'Parameter "orderId" is missing.', { parameterName: "orderId" }, { pointer: "/orderId" });

const orderNotFound = (orderId: string) =>
  new ShopwareError(404, "CHECKOUT__ORDER_NOT_FOUND", 'Order with id "{{ orderId }}" not found.', { orderId });

/**
 * handle-payment and the payment provider simulator. Synchronous methods (invoice, prepayment) need no
 * provider: the transaction stays open and the answer is `{redirectUrl: null}`. Asynchronous methods
 * (twint, credit card, postal card, wallet) move the transaction to `unconfirmed` and get a single-use
 * simulator link; the shopper's decision there moves it to paid / failed / cancelled.
 */
export class PaymentService {
  constructor(
    private readonly db: Db,
    private readonly config: AccountConfig,
    private readonly now: () => Date,
    /** origin of the simulator links when browsers reach the platform under another name than the gateway */
    readonly publicUrl?: string,
  ) {}

  handle(input: { orderId?: unknown; finishUrl?: unknown; errorUrl?: unknown }, customerId: string, languageId: string, baseUrl: string): { redirectUrl: string | null } {
    const orderId = input.orderId;
    if (orderId === undefined || orderId === null || orderId === "") throw missingOrderId();
    if (typeof orderId !== "string") {
      throw new ShopwareError(400, "FRAMEWORK__INVALID_REQUEST_PARAMETER", 'The parameter "orderId" is invalid.', {}, { pointer: "/orderId" });
    }
    const finishUrl = checkedReturnUrl(input.finishUrl, "finishUrl", this.config);
    const errorUrl = checkedReturnUrl(input.errorUrl, "errorUrl", this.config);

    return this.db.transaction(() => {
      const order = this.db.prepare('SELECT id, state, customer_id FROM "order" WHERE id = ?').get(orderId) as
        | { id: string; state: string; customer_id: string | null }
        | undefined;
      // someone else's order is as unknown as a missing one
      if (!order || order.customer_id !== customerId) throw orderNotFound(orderId);
      const tx = this.db
        .prepare(
          `SELECT t.id, t.state, p.asynchronous FROM order_transaction t JOIN payment_method p ON p.id = t.payment_method_id
           WHERE t.order_id = ? ORDER BY t.created_at DESC, t.rowid DESC LIMIT 1`,
        )
        .get(order.id) as { id: string; state: TransactionState; asynchronous: number } | undefined;
      if (!tx) throw orderNotFound(orderId);
      if (tx.state === "paid") {
        throw new ShopwareError(400, "CHECKOUT__ORDER_ALREADY_PAID", 'The order with id "{{ orderId }}" is already paid.', { orderId });
      }
      if (order.state === "cancelled") {
        throw new ShopwareError(400, "CHECKOUT__ORDER_CANCELLED", 'The order with id "{{ orderId }}" is cancelled.', { orderId });
      }
      if (!tx.asynchronous) return { redirectUrl: null };

      if (tx.state !== "unconfirmed") transitionTransaction(this.db, tx.id, "unconfirmed");
      const now = this.now();
      // links are worthless a day after they expired: keep the table small
      this.db.prepare("DELETE FROM payment_session WHERE expires_at < ?").run(new Date(now.getTime() - PURGE_AFTER_MS).toISOString());
      // a new link replaces older unused ones of the same transaction (back button, second tab)
      this.db.prepare("UPDATE payment_session SET expires_at = ? WHERE transaction_id = ? AND used_at IS NULL AND expires_at > ?").run(
        now.toISOString(), tx.id, now.toISOString(),
      );
      const token = randomToken(40);
      this.db
        .prepare(
          `INSERT INTO payment_session (token, transaction_id, finish_url, error_url, language_id, created_at, expires_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(token, tx.id, finishUrl, errorUrl, languageId, now.toISOString(), new Date(now.getTime() + PAYMENT_SESSION_TTL_MS).toISOString());
      return { redirectUrl: `${baseUrl}/__platform/payment/${token}` };
    }).immediate();
  }

  lookup(token: string): SessionLookup {
    const row = this.db
      .prepare(
        `SELECT s.token, s.transaction_id, s.finish_url, s.error_url, s.language_id, s.expires_at, s.used_at,
                t.order_id, t.amount, t.state AS transaction_state, t.payment_method_id, o.order_number, o.state AS order_state
         FROM payment_session s JOIN order_transaction t ON t.id = s.transaction_id JOIN "order" o ON o.id = t.order_id
         WHERE s.token = ?`,
      )
      .get(token) as Record<string, string | number | null> | undefined;
    if (!row) return { kind: "missing" };
    const session: PaymentSessionView = {
      token: row.token as string,
      transactionId: row.transaction_id as string,
      orderId: row.order_id as string,
      orderNumber: row.order_number as string,
      orderState: row.order_state as string,
      amount: row.amount as number,
      transactionState: row.transaction_state as string,
      paymentMethodId: row.payment_method_id as string,
      finishUrl: row.finish_url as string | null,
      errorUrl: row.error_url as string | null,
      languageId: row.language_id as string,
      expiresAt: row.expires_at as string,
      usedAt: row.used_at as string | null,
    };
    const gone = session.usedAt !== null || Date.parse(session.expiresAt) <= this.now().getTime() || session.orderState === "cancelled" || session.transactionState !== "unconfirmed";
    return gone ? { kind: "gone", session } : { kind: "open", session };
  }

  /**
   * The shopper's decision: marks the link used and moves the transaction in one transaction, so two
   * submits of the same link (double click, two tabs) decide once. Answers where to send the shopper.
   */
  decide(token: string, action: SimulatorAction): SessionLookup & { redirect?: string | null } {
    return this.db.transaction(() => {
      const found = this.lookup(token);
      if (found.kind !== "open") return found;
      const now = this.now().toISOString();
      this.db.prepare("UPDATE payment_session SET used_at = ?, outcome = ? WHERE token = ? AND used_at IS NULL").run(now, action, token);
      transitionTransaction(this.db, found.session.transactionId, SIMULATOR_ACTIONS[action]);
      return { ...found, redirect: action === "pay" ? found.session.finishUrl : found.session.errorUrl };
    }).immediate();
  }
}
