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
 * - guest customers whose last activity is older than 2 years. Orders do not exist yet, so
 *   "last activity" (customer.last_activity_at: registration, login, profile/address changes; the
 *   checkout will bump it on every order) stands in for "last order";
 * - registered accounts without any activity for 5 years;
 * - housekeeping: unconfirmed newsletter sign-ups past their link lifetime, expired recovery hashes,
 *   login-limiter rows older than their 24 h reset window (they hold emails and IP addresses).
 * Addresses, wishlists and recovery hashes go with the customer (ON DELETE CASCADE); a linked loyalty
 * card is unlinked; the customer's sessions are removed. Idempotent; safe to run any time.
 */
export function runRetention(db: Db, now: Date, policy: RetentionPolicy = DEFAULT_RETENTION): RetentionResult {
  return db.transaction(() => {
    const dropSessions = db.prepare(
      "DELETE FROM sales_channel_api_context WHERE customer_id IN (SELECT id FROM customer WHERE guest = ? AND last_activity_at < ?)",
    );
    const dropCustomers = db.prepare("DELETE FROM customer WHERE guest = ? AND last_activity_at < ?");
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
