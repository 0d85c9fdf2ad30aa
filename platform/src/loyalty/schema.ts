/**
 * JSON Schema (2020-12) of the custom POST /store-api/loyalty route — the contract the gateway codes
 * against (see ./README.md). Kept next to the handler so the contract test validates real responses.
 */
export const loyaltyRequestSchema = {
  type: "object",
  properties: {
    action: { enum: ["get", "link", "request"], default: "get" },
    cardNumber: { type: "string", description: "link: 13 digits, spaces/dashes ignored" },
    pin: { type: "string", pattern: "^\\d{4,6}$", description: "link: the PIN printed on the card" },
    firstName: { type: "string" },
    lastName: { type: "string" },
    birthday: { type: "string", format: "date" },
    street: { type: "string", description: "street and house number" },
    zipcode: { type: "string", pattern: "^\\d{4}$" },
    city: { type: "string" },
    email: { type: "string", format: "email" },
  },
} as const;

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
