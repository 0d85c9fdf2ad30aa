import { readFileSync } from "node:fs";
import { Ajv2020, type ErrorObject } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { FastifyInstance } from "fastify";
import { openDb, type Db } from "../src/db/connection.js";
import { migrate } from "../src/db/migrate.js";
import { seed } from "../src/seed/seed.js";
import { buildPlatform } from "../src/server.js";
import { DEFAULT_ACCESS_KEY } from "../src/config.js";

export const ACCESS_KEY = DEFAULT_ACCESS_KEY;

export function createPlatform(opts: { size?: "full" | "small" } = {}): { app: FastifyInstance; db: Db } {
  const db = openDb(":memory:");
  migrate(db);
  seed(db, { size: opts.size });
  const app = buildPlatform({ db, accessKey: ACCESS_KEY, publicUrl: "http://platform.test" });
  return { app, db };
}

export function headers(extra: Record<string, string> = {}): Record<string, string> {
  return { "sw-access-key": ACCESS_KEY, "content-type": "application/json", ...extra };
}

type Node = Record<string, unknown>;

/**
 * Lenient reading of the official Store API document: real Shopware returns null for unset
 * fields (and for unloaded associations, even "required" ones) and [] for empty PHP maps,
 * which the document does not say. We relax the schema, not our output.
 */
function relax(schema: unknown): void {
  if (!schema || typeof schema !== "object" || Array.isArray(schema)) return;
  const n = schema as Node;
  // Walk only schema-valued keywords: a property may itself be called "type" or "properties".
  for (const key of ["allOf", "anyOf", "oneOf", "prefixItems"]) if (Array.isArray(n[key])) (n[key] as unknown[]).forEach(relax);
  for (const key of ["items", "not", "additionalProperties", "contains"]) relax(n[key]);
  // "additionalProperties: false" next to an allOf $ref (Product.calculatedPrices items) would forbid every property
  if (n.additionalProperties === false && !n.properties && Array.isArray(n.allOf)) delete n.additionalProperties;
  if (n.type === "object" && !n.properties) n.type = ["object", "array"];
  if (n.properties && typeof n.properties === "object") {
    const required = new Set(Array.isArray(n.required) ? (n.required as string[]) : []);
    for (const [key, prop] of Object.entries(n.properties as Node)) {
      relax(prop);
      const isAssociation = typeof (prop as Node).$ref === "string";
      if (!required.has(key) || isAssociation) (n.properties as Node)[key] = { anyOf: [prop, { type: "null" }] };
    }
    if (n.type === "object") n.type = ["object", "array"];
  }
}

function relaxDocument(components: Node): void {
  // Shopware serialises aggregations as a map keyed by aggregation name ([] when empty); the document says array.
  const esr = (components.schemas as Node).EntitySearchResult as Node | undefined;
  const aggs = (esr?.properties as Node | undefined)?.aggregations;
  if (aggs) ((esr!.properties as Node).aggregations = { anyOf: [aggs, { type: "object" }] });
  // PropertyGroupOption lists a required "option" string that is no field of Shopware's PropertyGroupOptionEntity
  const pgo = (components.schemas as Node).PropertyGroupOption as Node | undefined;
  if (pgo && Array.isArray(pgo.required)) pgo.required = (pgo.required as string[]).filter((r) => r !== "option");
  // Cart line items: Shopware's payload is a free map (productNumber, options, promotion code …), not a
  // Product as the document says, and deliveryInformation carries float kg/mm, not integers.
  const lineItem = (components.schemas as Node).LineItem as Node | undefined;
  if (lineItem?.properties) (lineItem.properties as Node).payload = { type: "object" };
  const deliveryInfo = ((components.schemas as Node).CartDeliveryInformation as Node | undefined)?.properties as Node | undefined;
  for (const dim of ["weight", "height", "width", "length"]) if (deliveryInfo?.[dim]) deliveryInfo[dim] = { type: "number" };
  Object.values(components.schemas as Node).forEach(relax);
  for (const response of Object.values(components.responses as Node)) {
    for (const media of Object.values(((response as Node).content ?? {}) as Node)) relax((media as Node).schema);
  }
}

let ajv: InstanceType<typeof Ajv2020> | undefined;

function getAjv() {
  if (ajv) return ajv;
  // The package's "exports" map hides api-types/*.json, so read it from the package folder.
  const file = new URL("../node_modules/@shopware/api-client/api-types/storeApiSchema.json", import.meta.url);
  const doc = JSON.parse(readFileSync(file, "utf8")) as Node;
  relaxDocument(doc.components as Node);
  doc.$id = "store-api";
  ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
  addFormats.default(ajv);
  ajv.addSchema(doc);
  return ajv;
}

/** Validator for a pointer into the document, e.g. "components/schemas/SalesChannelContext". */
export function validatorFor(pointer: string) {
  const a = getAjv();
  const validate = a.compile({ $ref: `store-api#/${pointer.replace(/application\/json/g, "application~1json")}` });
  return (data: unknown): string[] => {
    if (validate(data)) return [];
    return (validate.errors ?? []).slice(0, 15).map((e: ErrorObject) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`);
  };
}

export const responseSchema = (name: string) => `components/responses/${name}/content/application/json/schema`;
