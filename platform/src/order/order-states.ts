import type { Db } from "../db/connection.js";
import { ShopwareError } from "../http/errors.js";
import { idFor, SEEDED_AT } from "../ids.js";
import type { MailLang } from "../mail/templates.js";

/**
 * Shopware's three order state machines as data: technical names, the allowed transitions (action
 * name → target, as Shopware's state_machine_transition rows) and the localised state names a
 * storefront shows (Shopware's stateMachineState.name in de-CH / it-CH / fr-CH). "cancelled" is
 * the word of the shop's cancel button ("stornieren" → Storniert, "annullare" → Annullato,
 * "annuler" → Annulé/-e). Every name agrees with its noun: fr la commande, le paiement, la livraison;
 * it l'ordine, il pagamento, la consegna.
 */
export type MachineName = "order.state" | "order_transaction.state" | "order_delivery.state";

export type OrderState = "open" | "in_progress" | "completed" | "cancelled";
export type TransactionState = "open" | "unconfirmed" | "paid" | "failed" | "cancelled";
export type DeliveryState = "open" | "shipped" | "cancelled";

interface Machine<S extends string> {
  initial: S;
  names: Record<S, Record<MailLang, string>>;
  /** from → allowed targets */
  transitions: Record<S, S[]>;
}

export const ORDER_MACHINE: Machine<OrderState> = {
  initial: "open",
  names: {
    open: { de: "Offen", it: "Aperto", fr: "Ouverte" },
    in_progress: { de: "In Bearbeitung", it: "In lavorazione", fr: "En cours de traitement" },
    completed: { de: "Abgeschlossen", it: "Completato", fr: "Terminée" },
    cancelled: { de: "Storniert", it: "Annullato", fr: "Annulée" },
  },
  transitions: {
    open: ["in_progress", "cancelled"],
    in_progress: ["completed", "cancelled"],
    completed: ["open"],
    cancelled: ["open"],
  },
};

export const TRANSACTION_MACHINE: Machine<TransactionState> = {
  initial: "open",
  names: {
    open: { de: "Offen", it: "Aperto", fr: "Ouvert" },
    unconfirmed: { de: "Unbestätigt", it: "Non confermato", fr: "Non confirmé" },
    paid: { de: "Bezahlt", it: "Pagato", fr: "Payé" },
    failed: { de: "Fehlgeschlagen", it: "Non riuscito", fr: "Échoué" },
    cancelled: { de: "Storniert", it: "Annullato", fr: "Annulé" },
  },
  // Shopware: process (open → unconfirmed), paid, fail, cancel, reopen (failed/cancelled → open)
  transitions: {
    open: ["unconfirmed", "paid", "failed", "cancelled"],
    unconfirmed: ["paid", "failed", "cancelled", "open"],
    paid: [],
    failed: ["open", "unconfirmed", "paid", "cancelled"],
    cancelled: ["open", "unconfirmed", "paid"],
  },
};

export const DELIVERY_MACHINE: Machine<DeliveryState> = {
  initial: "open",
  names: {
    open: { de: "Offen", it: "Aperta", fr: "Ouverte" },
    shipped: { de: "Versandt", it: "Spedita", fr: "Expédiée" },
    cancelled: { de: "Storniert", it: "Annullata", fr: "Annulée" },
  },
  transitions: {
    open: ["shipped", "cancelled"],
    shipped: [],
    cancelled: ["open"],
  },
};

const MACHINES: Record<MachineName, Machine<string>> = {
  "order.state": ORDER_MACHINE as Machine<string>,
  "order_transaction.state": TRANSACTION_MACHINE as Machine<string>,
  "order_delivery.state": DELIVERY_MACHINE as Machine<string>,
};

/** Stable id of a state (Shopware's state_machine_state.id), the same on every install. */
export const stateId = (machine: MachineName, technicalName: string) => idFor(`state_machine_state:${machine}:${technicalName}`);

/** Shopware's StateMachineState entity in a language (translated name; German is the fallback). */
export function stateEntity(machine: MachineName, technicalName: string, lang: MailLang): Record<string, unknown> {
  const names = MACHINES[machine].names[technicalName];
  const name = names?.[lang] ?? names?.de ?? technicalName;
  return {
    id: stateId(machine, technicalName),
    technicalName,
    name,
    stateMachineId: idFor(`state_machine:${machine}`),
    customFields: null,
    createdAt: SEEDED_AT,
    updatedAt: null,
    translated: { name, customFields: [] },
    apiAlias: "state_machine_state",
  };
}

export function canTransition(machine: MachineName, from: string, to: string): boolean {
  return MACHINES[machine].transitions[from]?.includes(to) ?? false;
}

/** Shopware's IllegalTransitionException (SYSTEM__ILLEGAL_TRANSITION …) as a 400. */
export function illegalTransition(machine: MachineName, from: string, to: string): ShopwareError {
  const possible = MACHINES[machine].transitions[from] ?? [];
  return new ShopwareError(
    400,
    "SYSTEM__ILLEGAL_TRANSITION",
    'Illegal transition "{{ transition }}" from state "{{ currentState }}". Possible transitions are: {{ possibleTransitions }}',
    { transition: to, currentState: from, possibleTransitions: possible.join(", ") },
  );
}

export function assertTransition(machine: MachineName, from: string, to: string): void {
  if (!canTransition(machine, from, to)) throw illegalTransition(machine, from, to);
}

/**
 * Moves an order transaction to `to` (the payments helper calls it from the provider simulator).
 * Refuses illegal transitions (400 SYSTEM__ILLEGAL_TRANSITION, nothing written) and an unknown id
 * (404). On `paid` the order's digital downloads are granted (order_line_item_download.access_granted).
 * Runs in its own transaction, or inside the caller's. Returns the previous state.
 */
export function transitionTransaction(db: Db, transactionId: string, to: TransactionState): { from: TransactionState; orderId: string } {
  return db.transaction(() => {
    const row = db.prepare("SELECT order_id, state FROM order_transaction WHERE id = ?").get(transactionId) as
      | { order_id: string; state: TransactionState }
      | undefined;
    if (!row) {
      throw new ShopwareError(404, "CHECKOUT__ORDER_TRANSACTION_NOT_FOUND", 'Order transaction with id "{{ id }}" not found.', { id: transactionId });
    }
    assertTransition("order_transaction.state", row.state, to);
    const now = new Date().toISOString();
    db.prepare("UPDATE order_transaction SET state = ?, updated_at = ? WHERE id = ?").run(to, now, transactionId);
    if (to === "paid") {
      db.prepare(
        `UPDATE order_line_item_download SET access_granted = 1
         WHERE order_line_item_id IN (SELECT id FROM order_line_item WHERE order_id = ?)`,
      ).run(row.order_id);
    }
    db.prepare('UPDATE "order" SET updated_at = ? WHERE id = ?').run(now, row.order_id);
    return { from: row.state, orderId: row.order_id };
  }).immediate();
}
