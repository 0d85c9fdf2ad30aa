import type { Db } from "../db/connection.js";

export interface RetentionResult {
  guestsDeleted: number;
  inactiveAccountsDeleted: number;
  unconfirmedNewsletterRecipientsDeleted: number;
  expiredRecoveriesDeleted: number;
  staleRateLimitsDeleted: number;
}

export interface RetentionPolicy {
  /** SPEC §9: guest data is kept 2 years after the last order */
  guestYears: number;
  /** SPEC §9: inactive accounts are deleted after 5 years */
  inactiveAccountYears: number;
  newsletterConfirmTtlMs: number;
  recoveryHashTtlMs: number;
}

export const DEFAULT_RETENTION: RetentionPolicy = {
  guestYears: 2,
  inactiveAccountYears: 5,
  newsletterConfirmTtlMs: 7 * 24 * 3_600_000,
  recoveryHashTtlMs: 2 * 3_600_000,
};

function yearsBefore(now: Date, years: number): string {
  const d = new Date(now.getTime());
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString();
}

/**
 * Deletes personal data past its retention period, as of `now`:
 * - guest customers whose last order is older than 2 years (a guest without any order: its last
 *   activity, i.e. registration or address changes). Using the guest session later (browsing) does
 *   not extend it: the period counts from the last order;
 * - registered accounts without any activity (login, profile change, order) for 5 years;
 * Their orders stay (bookkeeping) with the order_customer copy; order.customer_id becomes NULL.
 * - housekeeping: unconfirmed newsletter sign-ups past their link lifetime, expired recovery hashes,
 *   login-limiter rows older than their 24 h reset window (they hold emails and IP addresses).
 * Addresses, wishlists and recovery hashes go with the customer (ON DELETE CASCADE); a linked loyalty
 * card is unlinked; the customer's sessions are removed. Idempotent; safe to run any time.
 */
export function runRetention(db: Db, now: Date, policy: RetentionPolicy = DEFAULT_RETENTION): RetentionResult {
  return db.transaction(() => {
    // guests: the last order if there is one, else the last activity; accounts: whichever is later
    const lastOrder = `(SELECT MAX(o.order_date_time) FROM "order" o WHERE o.customer_id = c.id)`;
    const expired = `SELECT c.id FROM customer c WHERE c.guest = ? AND
      (CASE WHEN c.guest = 1 THEN COALESCE(${lastOrder}, c.last_activity_at) ELSE MAX(c.last_activity_at, COALESCE(${lastOrder}, '')) END) < ?`;
    const dropSessions = db.prepare(`DELETE FROM sales_channel_api_context WHERE customer_id IN (${expired})`);
    const dropCustomers = db.prepare(`DELETE FROM customer WHERE id IN (${expired})`);
    const guestCutoff = yearsBefore(now, policy.guestYears);
    const accountCutoff = yearsBefore(now, policy.inactiveAccountYears);
    dropSessions.run(1, guestCutoff);
    const guestsDeleted = dropCustomers.run(1, guestCutoff).changes;
    dropSessions.run(0, accountCutoff);
    const inactiveAccountsDeleted = dropCustomers.run(0, accountCutoff).changes;
    const unconfirmedNewsletterRecipientsDeleted = db
      .prepare("DELETE FROM newsletter_recipient WHERE status = 'notSet' AND COALESCE(updated_at, created_at) < ?")
      .run(new Date(now.getTime() - policy.newsletterConfirmTtlMs).toISOString()).changes;
    const expiredRecoveriesDeleted = db
      .prepare("DELETE FROM customer_recovery WHERE created_at < ?")
      .run(new Date(now.getTime() - policy.recoveryHashTtlMs).toISOString()).changes;
    // login/reset counters reset after 24 h without attempts; drop the rows (keys contain emails and IPs)
    const staleRateLimitsDeleted = db
      .prepare("DELETE FROM rate_limit WHERE last_attempt_at < ?")
      .run(new Date(now.getTime() - 24 * 3_600_000).toISOString()).changes;
    return { guestsDeleted, inactiveAccountsDeleted, unconfirmedNewsletterRecipientsDeleted, expiredRecoveriesDeleted, staleRateLimitsDeleted };
  })();
}

/** The one log line of a run (CLI and scheduled runs): what was removed, as counts. */
export function retentionLogLine(now: Date, result: RetentionResult): string {
  return `[platform] retention as of ${now.toISOString()}: ${JSON.stringify(result)}`;
}
