/**
 * Cart mutations. Each answers with the cart built from its own write's response plus reads made in
 * parallel (no refetch after a write). Click & collect vs delivery is enforced before any write:
 * a colliding request writes nothing and answers FULFILMENT_CONFLICT.
 */
import { translate } from "@shop/rules";
import type { GatewayContext } from "../context.js";
import type { CartItemInput, Fulfilment } from "../generated/graphql.js";
import type { ProductRow } from "../catalog/mapping.js";
import { productName } from "../catalog/mapping.js";
import { PRODUCT_ASSOCIATIONS } from "../catalog/loaders.js";
import { flag, CUSTOM_FIELD } from "../catalog/product.js";
import { callPharmacies, isPharmacyNotFound } from "../pharmacy/storeApi.js";
import {
  cartFulfilment,
  collidingItems,
  fulfilmentOfItems,
  isPromotionItem,
  itemFulfilment,
  productItems,
  shippingMethodFor,
} from "./fulfilment.js";
import { cartRow, EMPTY_CART, loadCart, readAll, selectedPharmacy, type CartReads } from "./load.js";
import { freeShippingNotice } from "./promotionNotices.js";
import { gatewayMessage } from "./messages.js";
import { fromWrite, invalidInput, refused, upstreamFailed, type CartResultShape } from "./results.js";
import type { CartRow, RequestedItemRow, ShippingMethodRow } from "./rows.js";
import { addLineItems, deleteCart, readCart, removeLineItems, setShippingMethod, updateLineItems } from "./storeApi.js";
import { validateItems, validateLineQuantity, validatePromotionCode, type ValidItem } from "./validation.js";
import { referencedIdOf } from "./lineItem.js";

/** A product can be reserved for pickup when its catalogue flag says so (SPEC §3 click and collect). */
export function collectable(product: ProductRow): boolean {
  return flag(product, false, CUSTOM_FIELD.clickAndCollect);
}

/** Resolves the requested items to catalogue rows: ids through the loader, numbers in one readProduct call. */
async function resolveProducts(ctx: GatewayContext, items: readonly ValidItem[]): Promise<RequestedItemRow[]> {
  const numbers = [...new Set(items.filter((i) => !i.productId && i.productNumber).map((i) => i.productNumber!))];
  const byNumber = new Map<string, ProductRow>();
  const numbersRead = numbers.length
    ? ctx.catalog
        .api(ctx.locale)
        .call("readProduct post /product", {
          body: {
            filter: [{ type: "equalsAny", field: "productNumber", value: numbers }],
            limit: numbers.length,
            associations: PRODUCT_ASSOCIATIONS,
          } as never,
        })
        .then(({ data }) => {
          for (const row of data?.elements ?? []) {
            byNumber.set(row.productNumber, row);
            ctx.loaders.productById.prime(row.id, row);
          }
        })
    : Promise.resolve();
  const ids = items.filter((i) => i.productId).map((i) => i.productId!);
  const [rows] = await Promise.all([ids.length ? ctx.loaders.productById.loadMany(ids) : Promise.resolve([]), numbersRead]);
  const byId = new Map<string, ProductRow>();
  rows.forEach((row, index) => {
    if (row && !(row instanceof Error)) byId.set(ids[index]!, row);
  });
  return items.map((item) => ({
    productId: item.productId,
    productNumber: item.productNumber,
    quantity: item.quantity,
    product: item.productId ? (byId.get(item.productId) ?? null) : (byNumber.get(item.productNumber!) ?? null),
  }));
}

/** Switches the context's shipping method to the fulfilment's one, when it is not already. */
function methodChange(reads: Pick<CartReads, "context" | "methods">, fulfilment: Fulfilment): ShippingMethodRow | null {
  const target = shippingMethodFor(reads.methods, fulfilment);
  if (!target || reads.context?.shippingMethod?.id === target.id) return null;
  return target;
}

/** The context as it is after a shipping-method switch (no re-read needed). */
function withMethod(reads: CartReads, method: ShippingMethodRow | null): CartReads {
  return method ? { ...reads, context: { ...reads.context, shippingMethod: method } as CartReads["context"] } : reads;
}

export async function addToCart(
  ctx: GatewayContext,
  args: { items: readonly CartItemInput[]; fulfilment?: Fulfilment | null; replaceCart?: boolean | null },
): Promise<CartResultShape> {
  const valid = validateItems(args.items, ctx.locale);
  if (!valid.ok) return invalidInput(ctx, valid.message);

  let reads: CartReads;
  let requested: RequestedItemRow[];
  try {
    [reads, requested] = await Promise.all([readAll(ctx), resolveProducts(ctx, valid.value)]);
  } catch (error) {
    return upstreamFailed(ctx, error, "addToCart", "cart.productNotFound");
  }
  const before = cartRow(ctx, reads);

  const missing = requested.filter((r) => !r.product);
  if (missing.length > 0) {
    const message = translate(ctx.locale, "cart.productNotFound");
    return refused(ctx, "NOT_FOUND", "cart.productNotFound", before, {
      messages: missing.map((r) => ({ level: "ERROR", key: "product-not-found", message, lineItemId: null, subject: r.productNumber ?? r.productId })),
    });
  }

  const fulfilment = args.fulfilment ?? cartFulfilment(reads.cart, reads.context?.shippingMethod);
  if (fulfilment === "CLICK_AND_COLLECT") {
    const notCollectable = requested.filter((r) => !collectable(r.product!));
    if (notCollectable.length > 0) {
      const messages = notCollectable.map((r) => gatewayMessage("not-available-for-pickup", "ERROR", ctx.locale, productName(r.product!)));
      return refused(ctx, "NOT_AVAILABLE_FOR_PICKUP", "cart.notAvailableForPickup", before, {
        values: { name: productName(notCollectable[0]!.product!) },
        messages,
      });
    }
  }

  const colliding = collidingItems(reads.cart, fulfilment);
  if (colliding.length > 0 && !args.replaceCart) {
    return refused(ctx, "FULFILMENT_CONFLICT", "cart.fulfilmentConflict", before, {
      conflict: {
        cartFulfilment: fulfilmentOfItems(reads.cart.lineItems ?? []) ?? itemFulfilment(colliding[0]!),
        requestedFulfilment: fulfilment,
        cartItems: productItems(reads.cart).map((item) => ({ item })),
        requestedItems: requested,
      },
    });
  }

  const method = methodChange(reads, fulfilment);
  try {
    // Context first: the add's response computes deliveries with the shipping method in effect.
    await Promise.all([
      colliding.length > 0 ? deleteCart(ctx) : null,
      method ? setShippingMethod(ctx, method.id) : null,
    ]);
    const cart = await addLineItems(
      ctx,
      requested.map((r) => ({
        type: "product" as const,
        id: r.product!.id,
        referencedId: r.product!.id,
        quantity: r.quantity,
        payload: { clickAndCollect: fulfilment === "CLICK_AND_COLLECT" },
      })),
    );
    return withFreeShippingNotice(ctx, cartRow(ctx, { ...withMethod(reads, method), cart }));
  } catch (error) {
    return upstreamFailed(ctx, error, "addToCart", "cart.productNotFound");
  }
}

/** No session: nothing to change, the cart is empty (no upstream call, no session created). */
const noSession = (ctx: GatewayContext) => cartRow(ctx, { cart: null });

/**
 * The write's result plus the notice when a code now takes the goods under the free-shipping threshold:
 * after applying that code, or when a quantity change, removal or switch put an applied code in that
 * position (issue 22); every write records the state, so a later change inside the same band is quiet.
 */
function withFreeShippingNotice(ctx: GatewayContext, row: CartRow, { code, written = true }: { code?: string; written?: boolean } = {}): CartResultShape {
  const result = fromWrite(ctx, row, written);
  const named = code ?? (row.cart?.lineItems ?? []).find(isPromotionItem)?.referencedId;
  const lost = result.ok ? freeShippingNotice(ctx, row, named, code !== undefined) : null;
  return lost ? { ...result, messages: [...result.messages, lost] } : result;
}

export async function updateCartItem(ctx: GatewayContext, lineItemId: string, quantity: number): Promise<CartResultShape> {
  const valid = validateLineQuantity(quantity, ctx.locale);
  if (!valid.ok) return invalidInput(ctx, valid.message);
  if (valid.value === 0) return removeCartItem(ctx, lineItemId);
  if (!ctx.session.hasToken) return refused(ctx, "NOT_FOUND", "cart.lineItemNotFound", noSession(ctx));
  try {
    const [cart, reads] = await Promise.all([updateLineItems(ctx, [{ id: lineItemId, quantity: valid.value }]), readAll(ctx, { cart: false })]);
    return withFreeShippingNotice(ctx, cartRow(ctx, { ...reads, cart }));
  } catch (error) {
    return upstreamFailed(ctx, error, "updateCartItem", "cart.lineItemNotFound");
  }
}

export async function removeCartItem(ctx: GatewayContext, lineItemId: string): Promise<CartResultShape> {
  if (!ctx.session.hasToken) return refused(ctx, "NOT_FOUND", "cart.lineItemNotFound", noSession(ctx));
  try {
    const [cart, reads] = await Promise.all([removeLineItems(ctx, [lineItemId]), readAll(ctx, { cart: false })]);
    return withFreeShippingNotice(ctx, cartRow(ctx, { ...reads, cart }));
  } catch (error) {
    return upstreamFailed(ctx, error, "removeCartItem", "cart.lineItemNotFound");
  }
}

export async function applyPromotionCode(ctx: GatewayContext, code: string): Promise<CartResultShape> {
  const valid = validatePromotionCode(code, ctx.locale);
  if (!valid.ok) return invalidInput(ctx, valid.message);
  try {
    const [cart, reads] = await Promise.all([
      addLineItems(ctx, [{ type: "promotion", referencedId: valid.value }]),
      readAll(ctx, { cart: false }),
    ]);
    return withFreeShippingNotice(ctx, cartRow(ctx, { ...reads, cart }), { code: valid.value });
  } catch (error) {
    return upstreamFailed(ctx, error, "applyPromotionCode", "cart.promotionNotFound");
  }
}

export async function removePromotionCode(ctx: GatewayContext, code: string): Promise<CartResultShape> {
  const valid = validatePromotionCode(code, ctx.locale);
  if (!valid.ok) return invalidInput(ctx, valid.message);
  if (!ctx.session.hasToken) return refused(ctx, "NOT_FOUND", "cart.promotionNotInCart", noSession(ctx));
  try {
    const reads = await readAll(ctx);
    const wanted = valid.value.toLowerCase();
    const item = (reads.cart.lineItems ?? []).find((i) => isPromotionItem(i) && referencedIdOf(i).toLowerCase() === wanted);
    if (!item) return refused(ctx, "NOT_FOUND", "cart.promotionNotInCart", cartRow(ctx, reads));
    const cart = await removeLineItems(ctx, [item.id]);
    return withFreeShippingNotice(ctx, cartRow(ctx, { ...reads, cart }));
  } catch (error) {
    return upstreamFailed(ctx, error, "removePromotionCode", "cart.promotionNotInCart");
  }
}

export async function setFulfilment(ctx: GatewayContext, fulfilment: Fulfilment): Promise<CartResultShape> {
  try {
    const reads = await readAll(ctx);
    const items = productItems(reads.cart);
    if (fulfilment === "CLICK_AND_COLLECT" && items.length > 0) {
      const rows = await ctx.loaders.productById.loadMany(items.map((i) => i.referencedId ?? i.id));
      const blocked = items.filter((_, index) => {
        const row = rows[index];
        return !row || row instanceof Error || !collectable(row);
      });
      if (blocked.length > 0) {
        const messages = blocked.map((i) => gatewayMessage("not-available-for-pickup", "ERROR", ctx.locale, i.label ?? null, i.id));
        return refused(ctx, "NOT_AVAILABLE_FOR_PICKUP", "cart.notAvailableForPickup", cartRow(ctx, reads), {
          values: { name: blocked[0]!.label ?? "" },
          messages,
        });
      }
    }
    const method = methodChange(reads, fulfilment);
    if (method) await setShippingMethod(ctx, method.id);
    const moving = items.filter((i) => itemFulfilment(i) !== fulfilment);
    const after = withMethod(reads, method);
    if (moving.length > 0) {
      const cart = await updateLineItems(
        ctx,
        moving.map((i) => ({ id: i.id, quantity: i.quantity ?? 1, payload: { clickAndCollect: fulfilment === "CLICK_AND_COLLECT" } })),
      );
      return withFreeShippingNotice(ctx, cartRow(ctx, { ...after, cart }));
    }
    // Only the shipping method changed: its costs are known after the switch only (one read, no write).
    const cart = method && items.length > 0 ? await readCart(ctx) : ctx.session.hasToken ? reads.cart : EMPTY_CART;
    return withFreeShippingNotice(ctx, cartRow(ctx, { ...after, cart }), { written: false });
  } catch (error) {
    return upstreamFailed(ctx, error, "setFulfilment", "cart.failed");
  }
}

export async function selectPharmacy(ctx: GatewayContext, pharmacyId: string): Promise<CartResultShape> {
  const id = pharmacyId.trim();
  if (id === "" || id.length > 64) return { ...refused(ctx, "NOT_FOUND", "cart.pharmacyNotFound", noSession(ctx)), cart: () => loadCart(ctx) };
  try {
    const [answer, reads] = await Promise.all([
      callPharmacies(ctx, { selectPharmacyId: id, limit: 1 }, "session").catch((error: unknown) => {
        if (isPharmacyNotFound(error)) return "not-found" as const;
        throw error;
      }),
      // The pharmacy is the write's answer; the cart and context are read beside it.
      readAll(ctx, { pharmacy: false }),
    ]);
    if (answer === "not-found" || answer === null) {
      // The choice stayed as it was; the wave skipped reading it, so the (rare) refusal reads it now.
      return refused(ctx, "NOT_FOUND", "cart.pharmacyNotFound", async () => cartRow(ctx, { ...reads, pharmacy: await selectedPharmacy(ctx) }));
    }
    return fromWrite(ctx, cartRow(ctx, { ...reads, pharmacy: answer.selectedPharmacy }), false);
  } catch (error) {
    return upstreamFailed(ctx, error, "selectPharmacy", "cart.pharmacyNotFound");
  }
}
