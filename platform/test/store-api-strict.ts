/**
 * The official storeApiSchema.json read strictly, for the client-level contract tests
 * (api-client-walk, api-client-routes): `required` ENFORCED, null only where Shopware sends it.
 */
import { readFileSync } from "node:fs";
import { Ajv2020, type ErrorObject } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { ApiClientError } from "@shopware/api-client";

type Node = Record<string, unknown>;

/**
 * Strict reading of the document. Every relaxation is one Shopware itself needs:
 * - a property that is NOT required may be null: Shopware serialises unset fields as null;
 * - an object without declared properties, and any `extensions` map, may be [] (PHP's empty array
 *   serialises as a list; Shopware's cart structs send "extensions": []);
 * - EntitySearchResult.aggregations is a map keyed by aggregation name ([] when empty), not an array;
 * - LineItem.payload is a free map (productNumber, options, …), not a Product; delivery dimensions are floats;
 * - PropertyGroupOption lists a required "option" that is no field of Shopware's entity;
 * - Product.seoCategory is required, but Shopware fills it only on the product detail route
 *   (listings and search send null); the walk asserts the detail answer carries it;
 * - handle-payment's required redirectUrl is null for a synchronous payment method (Shopware's
 *   HandlePaymentMethodRoute answers {"redirectUrl": null} when no redirect is needed).
 * Required properties stay required and non-null.
 */
function strict(schema: unknown): void {
  if (!schema || typeof schema !== "object" || Array.isArray(schema)) return;
  const n = schema as Node;
  for (const key of ["allOf", "anyOf", "oneOf", "prefixItems"]) if (Array.isArray(n[key])) (n[key] as unknown[]).forEach(strict);
  for (const key of ["items", "not", "additionalProperties", "contains"]) strict(n[key]);
  if (n.additionalProperties === false && !n.properties && Array.isArray(n.allOf)) delete n.additionalProperties;
  if (n.type === "object" && !n.properties) n.type = ["object", "array"];
  if (n.properties && typeof n.properties === "object") {
    const required = new Set(Array.isArray(n.required) ? (n.required as string[]) : []);
    for (const [key, prop] of Object.entries(n.properties as Node)) {
      strict(prop);
      const relaxed = key === "extensions" ? { anyOf: [prop, { type: "array", maxItems: 0 }] } : prop;
      // the DAL fills createdAt on every entity it stores: never null, even where the document leaves it optional
      (n.properties as Node)[key] = required.has(key) || key === "createdAt" ? relaxed : { anyOf: [relaxed, { type: "null" }] };
    }
  }
}

function strictDocument(): Node {
  const file = new URL("../node_modules/@shopware/api-client/api-types/storeApiSchema.json", import.meta.url);
  const doc = JSON.parse(readFileSync(file, "utf8")) as Node;
  const schemas = (doc.components as Node).schemas as Node;
  const esr = schemas.EntitySearchResult as Node;
  (esr.properties as Node).aggregations = { anyOf: [(esr.properties as Node).aggregations, { type: "object" }] };
  const product = schemas.Product as Node;
  product.required = (product.required as string[]).filter((r) => r !== "seoCategory");
  const pgo = schemas.PropertyGroupOption as Node;
  pgo.required = (pgo.required as string[]).filter((r) => r !== "option");
  ((schemas.LineItem as Node).properties as Node).payload = { type: "object" };
  const deliveryInfo = (schemas.CartDeliveryInformation as Node).properties as Node;
  for (const dim of ["weight", "height", "width", "length"]) if (deliveryInfo[dim]) deliveryInfo[dim] = { type: "number" };
  // handle-payment: Shopware answers {"redirectUrl": null} for a synchronous method (invoice, prepayment)
  for (const method of ["get", "post"]) {
    const ok = ((((doc.paths as Node)["/handle-payment"] as Node)[method] as Node).responses as Node)["200"] as Node;
    const body = ((ok.content as Node)["application/json"] as Node).schema as Node;
    (body.properties as Node).redirectUrl = { type: ["string", "null"] };
  }
  Object.values(schemas).forEach(strict);
  for (const response of Object.values((doc.components as Node).responses as Node)) {
    for (const media of Object.values(((response as Node).content ?? {}) as Node)) strict((media as Node).schema);
  }
  for (const path of Object.values(doc.paths as Node)) {
    for (const op of Object.values(path as Node)) {
      for (const response of Object.values(((op as Node).responses ?? {}) as Node)) {
        for (const media of Object.values(((response as Node).content ?? {}) as Node)) strict((media as Node).schema);
      }
    }
  }
  doc.$id = "store-api-strict";
  return doc;
}

const document = strictDocument();
const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
addFormats.default(ajv);
ajv.addSchema(document);

/**
 * Validates an operation's success answer ("readContext get /context") against its documented
 * schema: the 200 (or 204) response. A 204 comes without a body; where the document gives a 200 no
 * body, Shopware may still send one (contact-form's contact_form_result), which is not checked here.
 */
export function validateAnswer(operation: string, data: unknown, status = 200): string[] {
  const [, method, path] = operation.split(" ") as [string, string, string];
  const responses = (((document.paths as Node)[path] as Node)[method] as Node).responses as Node;
  const response = (responses[String(status)] ?? responses["200"] ?? responses["204"]) as Node | undefined;
  if (!response) return [`no ${status} response documented`];
  // a shared response (ContextTokenResponse) is a $ref into components/responses
  const ref = response.$ref as string | undefined;
  const code = responses[String(status)] ? String(status) : responses["200"] ? "200" : "204";
  const base = ref ? ref.slice(2) : `paths/${path.replace(/\//g, "~1")}/${method}/responses/${code}`;
  const documented = ref ? ((document.components as Node).responses as Node)[ref.split("/").pop()!] as Node : response;
  if (!((documented.content as Node | undefined)?.["application/json"])) {
    const empty = data === undefined || data === null || data === "";
    return status === 204 && !empty ? [`a 204 with a body: ${JSON.stringify(data).slice(0, 200)}`] : [];
  }
  const pointer = `${base}/content/application~1json/schema`;
  const validate = ajv.getSchema(`store-api-strict#/${pointer}`) ?? ajv.compile({ $ref: `store-api-strict#/${pointer}` });
  if (validate(data)) return [];
  return (validate.errors ?? []).slice(0, 12).map((e: ErrorObject) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`);
}

type Invoke = (operation: string, params?: unknown) => Promise<{ data: unknown; status: number }>;

/**
 * `call(operation, params)` through an official api-client: expects 200 (or 204), validates the answer
 * strictly and records the operation ids in `seen`.
 */
export function strictCaller(client: { invoke: unknown }) {
  const seen: string[] = [];
  async function call<T = Record<string, any>>(operation: string, params?: Record<string, unknown>): Promise<T> {
    const { data, status } = await (client.invoke as Invoke)(operation, params).catch((e: { status?: number; details?: unknown }) => {
      throw new Error(`${operation}: HTTP ${e.status} ${JSON.stringify(e.details).slice(0, 400)}`);
    });
    if (status !== 200 && status !== 204) throw new Error(`${operation}: HTTP ${status}`);
    const errors = validateAnswer(operation, data, status);
    if (errors.length) throw new Error(`${operation} does not match storeApiSchema.json:\n${errors.join("\n")}`);
    seen.push(operation.split(" ")[0]!);
    return data as T;
  }
  return { call, seen };
}

/** Status and error codes of a call the platform refused, as an api-client user sees them. */
export async function refusal(call: Promise<unknown>): Promise<{ status: number; codes: string[] }> {
  try {
    await call;
  } catch (e) {
    if (e instanceof ApiClientError) return { status: e.status, codes: (e.details as { errors: { code: string }[] }).errors.map((x) => x.code) };
    throw e;
  }
  throw new Error("expected the call to be refused");
}
