import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Deps } from "../http/deps.js";
import { ShopwareError } from "../http/errors.js";
import { criteriaFromQuery, parseCriteria, requestResponseFields } from "../criteria/parse.js";
import { search } from "../criteria/search.js";
import { applyIncludes, entitySearchResult } from "../criteria/output.js";
import type { Criteria } from "../criteria/types.js";
import { success } from "../account/services.js";
import type { OrderService } from "./order-service.js";

const MAX_TEXT = 255;

type Body = Record<string, unknown>;
const bodyOf = (req: FastifyRequest): Body => (req.body && typeof req.body === "object" && !Array.isArray(req.body) ? (req.body as Body) : {});

/** An optional string field of the body (≤ `max` characters), else 400 with a pointer. */
function optionalText(body: Body, field: string, max = MAX_TEXT): string | undefined {
  const v = body[field];
  if (v === undefined || v === null || v === "") return undefined;
  if (typeof v !== "string" || v.length > max) {
    throw new ShopwareError(400, "FRAMEWORK__INVALID_REQUEST_PARAMETER", `The parameter "${field}" must be a string of at most ${max} characters.`, {}, { pointer: `/${field}` });
  }
  return v;
}

/**
 * The account's order list and an order's detail as storefronts ask for them (a page newest first,
 * optionally only given ids): answered on the ids, so only the page's orders are rendered. Any other
 * filter, a term or another sort renders all of the customer's orders and evaluates the criteria on them.
 */
function answerableFromIds(c: Criteria): boolean {
  const [sort, ...more] = c.sort;
  const byId = (f: Criteria["filter"][number]) => (f.type === "equals" || f.type === "equalsAny") && f.field === "id";
  return (
    c.filter.every(byId) && c.postFilter.every(byId) && !c.term && c.aggregations.length === 0 &&
    more.length === 0 && sort?.field === "orderDateTime" && sort.order === "DESC"
  );
}

/**
 * Store API order routes (Shopware 6.7 CartOrderRoute, OrderRoute, CancelOrderRoute,
 * SetPaymentOrderRoute) plus the platform's idempotencyKey on POST /checkout/order (README.md).
 */
export function orderRoutes(app: FastifyInstance, deps: Deps & { orders: OrderService }): void {
  const orders = deps.orders;

  // googlePrice, zipCode, shippingMethodsCount, referer: storefront hints, accepted and unused.
  app.post("/store-api/checkout/order", async (req) => {
    const body = bodyOf(req);
    const query = (req.query ?? {}) as Record<string, unknown>;
    const fields = requestResponseFields(body, query);
    const order = orders.place(req.sw, deps.baseUrl(req), {
      customerComment: optionalText(body, "customerComment", 65_535),
      affiliateCode: optionalText(body, "affiliateCode"),
      campaignCode: optionalText(body, "campaignCode"),
      idempotencyKey: optionalText(body, "idempotencyKey"),
      // a checkbox: the storefront sends "on"/"1", apps may send true
      revocation: typeof body.revocation === "boolean" ? (body.revocation ? "1" : undefined) : optionalText(body, "revocation"),
      selectedCheckoutPharmacyId: typeof query.selectedCheckoutPharmacyId === "string" ? query.selectedCheckoutPharmacyId : undefined,
    });
    return applyIncludes(order, fields.includes, fields.excludes);
  });

  const list = async (req: FastifyRequest) => {
    const raw = (req.method === "GET" ? criteriaFromQuery(req.query as Record<string, unknown>) : bodyOf(req)) as Body;
    const criteria = parseCriteria(raw);
    // the account's order list pages: Shopware's storefront counts exactly
    if (raw["total-count-mode"] === undefined) criteria.totalCountMode = "exact";
    if (criteria.sort.length === 0) criteria.sort = [{ field: "orderDateTime", order: "DESC", naturalSorting: false }];
    const result = answerableFromIds(criteria)
      ? orders.customerOrderPage(req.sw, deps.baseUrl(req), (ids) => search("order", ids.map((id) => ({ entity: { id } })), { ...criteria, sort: [] }))
      : search("order", orders.customerOrders(req.sw, deps.baseUrl(req)).map((entity) => ({ entity })), criteria, ["orderNumber"]);
    const paymentChangeable = Object.fromEntries(result.elements.map((o) => [o.id as string, orders.paymentChangeable(o)]));
    return {
      orders: applyIncludes(entitySearchResult("order", result, criteria.page, criteria.limit), criteria.includes, criteria.excludes),
      paymentChangeable: Object.keys(paymentChangeable).length ? paymentChangeable : [],
      apiAlias: "order_route_response_struct",
    };
  };
  app.post("/store-api/order", list);
  app.get("/store-api/order", list);

  app.post("/store-api/order/state/cancel", async (req) => orders.cancel(req.sw, bodyOf(req).orderId));

  app.post("/store-api/order/payment", async (req) => {
    const body = bodyOf(req);
    orders.changePayment(req.sw, body.orderId, body.paymentMethodId);
    return success();
  });
}
