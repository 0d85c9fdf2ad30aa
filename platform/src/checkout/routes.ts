import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Deps } from "../http/deps.js";
import { ShopwareError } from "../http/errors.js";
import type { AddItem, UpdateItem } from "./cart-service.js";
import { requestResponseFields } from "../criteria/parse.js";
import { applyIncludes } from "../criteria/output.js";

const MAX_ITEMS_PER_REQUEST = 100;
const MAX_ID_LENGTH = 255;

const invalid = (pointer: string, detail: string) =>
  new ShopwareError(400, "FRAMEWORK__INVALID_REQUEST_PARAMETER", detail, {}, { pointer });

function itemsOf(body: unknown): Record<string, unknown>[] {
  const items = (body as { items?: unknown } | null)?.items;
  if (!Array.isArray(items) || items.length === 0) {
    throw new ShopwareError(400, "FRAMEWORK__MISSING_REQUEST_PARAMETER", 'Parameter "items" is missing.', {}, { pointer: "/items" });
  }
  if (items.length > MAX_ITEMS_PER_REQUEST) throw invalid("/items", `At most ${MAX_ITEMS_PER_REQUEST} items per request.`);
  return items.map((item, i) => {
    if (!item || typeof item !== "object" || Array.isArray(item)) throw invalid(`/items/${i}`, "Each item must be an object.");
    return item as Record<string, unknown>;
  });
}

function quantityOf(value: unknown, fallback: number | undefined): number | undefined {
  if (value === undefined || value === null) return fallback;
  const n = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== "number" || !Number.isInteger(n) || n < 1 || n > 1_000_000) {
    throw new ShopwareError(400, "CHECKOUT__CART_INVALID_LINEITEM_QUANTITY", 'The quantity must be a positive integer. Given: "{{ quantity }}"', {
      quantity: String(value),
    });
  }
  return n;
}

function idOf(value: unknown, pointer: string, required: boolean): string | undefined {
  if (value === undefined || value === null) {
    if (required) throw invalid(pointer, `Parameter "${pointer.split("/").pop()}" is missing.`);
    return undefined;
  }
  if (typeof value !== "string" || value.trim() === "" || value.length > MAX_ID_LENGTH) throw invalid(pointer, "Expected a non-empty string.");
  return value;
}

/** `payload.clickAndCollect` of an item; other client payload keys are ignored. */
function clickAndCollectOf(item: Record<string, unknown>, i: number): boolean | undefined {
  const payload = item.payload;
  if (payload === undefined || payload === null) return undefined;
  if (typeof payload !== "object" || Array.isArray(payload)) throw invalid(`/items/${i}/payload`, "Expected an object.");
  const flag = (payload as Record<string, unknown>).clickAndCollect;
  if (flag === undefined || flag === null) return undefined;
  if (typeof flag !== "boolean") throw invalid(`/items/${i}/payload/clickAndCollect`, "Expected a boolean.");
  return flag;
}

function idsOf(value: unknown, pointer: string): string[] {
  const list = (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]).flat();
  if (list.length === 0) throw new ShopwareError(400, "FRAMEWORK__MISSING_REQUEST_PARAMETER", 'Parameter "ids" is missing.', {}, { pointer });
  return list.map((id, i) => idOf(id, `${pointer}/${i}`, true)!);
}

/** Store API cart routes (Shopware 6.7 CartLoadRoute, CartItemAdd/Update/RemoveRoute, CartDeleteRoute). */
export function cartRoutes(app: FastifyInstance, deps: Deps): void {
  const cart = deps.cart;
  const base = (req: FastifyRequest) => deps.baseUrl(req);

  // googlePrice, zipCode and shippingMethodsCount (storefront hints) change nothing here.
  app.get("/store-api/checkout/cart", async (req) => {
    const fields = requestResponseFields(req.body, (req.query ?? {}) as Record<string, unknown>);
    return applyIncludes(cart.read(req.sw, base(req)), fields.includes, fields.excludes);
  });

  app.post("/store-api/checkout/cart/line-item", async (req) => {
    const items: AddItem[] = itemsOf(req.body).map((item, i) => {
      const type = item.type ?? "product";
      if (type !== "product" && type !== "promotion") {
        throw new ShopwareError(400, "CHECKOUT__CART_LINE_ITEM_TYPE_NOT_SUPPORTED", 'Line item type "{{ type }}" is not supported.', { type: String(type) });
      }
      const referencedId = idOf(item.referencedId ?? (type === "promotion" ? item.code : item.id), `/items/${i}/referencedId`, true)!;
      return {
        id: idOf(item.id, `/items/${i}/id`, false),
        type,
        referencedId,
        quantity: type === "promotion" ? 1 : quantityOf(item.quantity, 1)!,
        clickAndCollect: clickAndCollectOf(item, i),
      };
    });
    return cart.add(req.sw, base(req), items);
  });

  app.patch("/store-api/checkout/cart/line-item", async (req) => {
    const items: UpdateItem[] = itemsOf(req.body).map((item, i) => ({
      id: idOf(item.id, `/items/${i}/id`, true)!,
      quantity: quantityOf(item.quantity, undefined),
      clickAndCollect: clickAndCollectOf(item, i),
    }));
    return cart.update(req.sw, base(req), items);
  });

  app.post("/store-api/checkout/cart/line-item/delete", async (req) =>
    cart.remove(req.sw, base(req), idsOf((req.body as { ids?: unknown } | null)?.ids, "/ids")),
  );

  // deprecated in 6.7 but still served: DELETE /checkout/cart/line-item?ids[]=…
  app.delete("/store-api/checkout/cart/line-item", async (req) => {
    const query = req.query as Record<string, unknown>;
    return cart.remove(req.sw, base(req), idsOf(query["ids[]"] ?? query.ids, "/ids"));
  });

  // Shopware's CartDeleteRoute answers 204 No Content
  app.delete("/store-api/checkout/cart", async (req, reply) => {
    cart.clear(req.sw);
    return reply.code(204).send();
  });
}
