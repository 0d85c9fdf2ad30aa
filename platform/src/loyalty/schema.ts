/**
 * JSON Schema (2020-12) of the custom POST /store-api/loyalty route's response — the contract the gateway codes
 * against (see ./README.md). Kept next to the handler so the contract test validates real responses.
 */
export const loyaltyResponseSchema = {
  type: "object",
  required: ["card", "apiAlias"],
  additionalProperties: false,
  properties: {
    apiAlias: { const: "loyalty_card_response" },
    card: {
      oneOf: [
        { type: "null" },
        {
          type: "object",
          additionalProperties: false,
          required: ["cardNumber", "points", "pointsNeededForVoucher", "voucherReached", "voucherProgress", "voucherValue", "apiAlias"],
          properties: {
            cardNumber: { type: "string", pattern: "^2800\\d{9}$" },
            points: { type: "integer", minimum: 0 },
            pointsNeededForVoucher: { type: "integer", minimum: 0 },
            voucherReached: { type: "boolean" },
            voucherProgress: { type: "number", minimum: 0, maximum: 1 },
            voucherValue: {
              type: "object",
              required: ["amount", "currencyIsoCode"],
              properties: { amount: { const: 5 }, currencyIsoCode: { const: "CHF" } },
            },
            apiAlias: { const: "loyalty_card" },
          },
        },
      ],
    },
  },
} as const;
