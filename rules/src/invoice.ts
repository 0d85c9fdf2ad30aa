/**
 * SPEC §9 invoice terms, defined once: printed on the platform's invoice PDF, written into the seeded
 * terms page and shown by the web (static pages, order confirmation).
 */
export const INVOICE_TERMS = { dueDays: 10, lateInterestPercent: 5, reminderFeeChf: 25 } as const;
