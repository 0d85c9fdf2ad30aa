/**
 * The embedded platform's custom route POST /store-api/loyalty (not part of the official Store API
 * contract, so it is typed here): body { action: "get" | "link" | "request", ... }, answer
 * { card: LoyaltyCardApi | null }. The card is always the one of the context token's customer.
 * A Store API without the route (a real Shopware without the plugin) gives LoyaltyRouteMissing.
 */
import type { GatewayContext } from "../context.js";
import type { OperationKey } from "../storeApi/client.js";
import { isRouteMissing } from "../storeApi/optional-route.js";

export interface LoyaltyCardApi {
  cardNumber: string;
  points: number;
  pointsNeededForVoucher: number;
  voucherReached: boolean;
  voucherProgress: number;
  voucherValue?: { amount: number; currencyIsoCode?: string };
}

export type LoyaltyRequestBody =
  | { action: "get" }
  | { action: "link"; cardNumber: string; pin: string }
  | {
      action: "request";
      firstName: string;
      lastName: string;
      birthday: string;
      street: string;
      zipcode: string;
      city: string;
      email: string;
    };

/** Operation key in the client's "<name> <method> <path>" form; not one of the official operations. */
const LOYALTY_OPERATION = "loyalty post /loyalty" as OperationKey;

/** The upstream has no loyalty route: the feature is hidden, callers answer with LOYALTY_UNAVAILABLE. */
export class LoyaltyRouteMissing extends Error {
  constructor() {
    super("The Store API has no /store-api/loyalty route");
  }
}

export async function callLoyalty(ctx: Pick<GatewayContext, "storeApi">, body: LoyaltyRequestBody): Promise<LoyaltyCardApi | null> {
  let result;
  try {
    result = await ctx.storeApi.send(LOYALTY_OPERATION, { body: body as never });
  } catch (error) {
    if (isRouteMissing(error)) throw new LoyaltyRouteMissing();
    throw error;
  }
  const card = (result.data as { card?: LoyaltyCardApi | null } | undefined)?.card;
  return card && typeof card === "object" ? card : null;
}
