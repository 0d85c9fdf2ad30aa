/**
 * SPEC §9 invoice terms are shown by the shop (from @shop/rules) and printed on the invoice by the
 * platform. The platform is a Shopware stand-in with its own document configuration, as Shopware has,
 * so it keeps its own copy; this test keeps the two from drifting apart.
 */
import { INVOICE_TERMS } from "@shop/rules";
import { describe, expect, it } from "vitest";
import { INVOICE_TERMS as PRINTED } from "../../../platform/src/document/texts.js";

describe("invoice terms", () => {
  it("the invoice prints the terms the shop shows", () => {
    expect({ dueDays: PRINTED.dueDays, lateInterestPercent: PRINTED.lateInterestPercent, reminderFee: PRINTED.reminderFee }).toEqual({
      dueDays: INVOICE_TERMS.dueDays,
      lateInterestPercent: INVOICE_TERMS.lateInterestPercent,
      reminderFee: INVOICE_TERMS.reminderFeeChf,
    });
  });
});
