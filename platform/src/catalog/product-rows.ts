import type { Db } from "../db/connection.js";
import { loadTranslations, parseJson, type Row } from "../db/translations.js";
import { pickCurrencyPrice } from "./price.js";

type Translations = Map<string, Map<string, Row>>;

/** Everything a product rendering reads, in batch reads (one statement per table, never per product). */
export interface ProductRows {
  products: Row[];
  translations: Translations;
  taxes: Map<string, Row>;
  manufacturers: Map<string, Row>;
  manufacturerTr: Translations;
  units: Map<string, Row>;
  unitTr: Translations;
  deliveryTimes: Map<string, Row>;
  deliveryTr: Translations;
  categoriesByProduct: Map<string, string[]>;
  propertiesByProduct: Map<string, string[]>;
  optionsByProduct: Map<string, string[]>;
  /** category id → the ids of its ancestors */
  categoryPaths: Map<string, string[]>;
  tiersByProduct: Map<string, Row[]>;
  /** variant parent id → its active children's gross prices in the rendering's currency */
  childPrices: Map<string, number[]>;
  downloadsByProduct: Map<string, Row[]>;
  childCounts: Map<string, number>;
  productMedia: Map<string, Row>;
  media: Map<string, Row>;
  mediaTr: Translations;
}

/** All active products' rows, or only those of `productIds` (with exactly what their rendering needs). */
export function loadProductRows(db: Db, currencyId: string, productIds?: string[]): ProductRows {
  // every per-product table read whole, or only the rows of the given products (or of their media)
  const rows = (sql: string, column: string, order: string, keys: unknown[] | undefined = productIds): Row[] =>
    (keys === undefined
      ? db.prepare(`${sql} ${order}`).all()
      : db.prepare(`${sql} ${sql.includes(" WHERE ") ? "AND" : "WHERE"} ${column} IN (SELECT value FROM json_each(?)) ${order}`).all(JSON.stringify(keys))) as Row[];
  const byId = (sql: string) => new Map((db.prepare(sql).all() as Row[]).map((r) => [r.id as string, r]));
  const products = rows("SELECT * FROM product WHERE active = 1", "id", "ORDER BY product_number");
  const translations = loadTranslations(db, "product_translation", "product_id", productIds);
  const taxes = byId("SELECT * FROM tax");
  const manufacturers = byId("SELECT * FROM product_manufacturer");
  const manufacturerTr = loadTranslations(db, "product_manufacturer_translation", "product_manufacturer_id");
  const units = byId("SELECT * FROM unit");
  const unitTr = loadTranslations(db, "unit_translation", "unit_id");
  const deliveryTimes = byId("SELECT * FROM delivery_time");
  const deliveryTr = loadTranslations(db, "delivery_time_translation", "delivery_time_id");
  const categoriesByProduct = groupBy(rows("SELECT * FROM product_category", "product_id", "ORDER BY rowid"), "product_id", "category_id");
  const propertiesByProduct = groupBy(rows("SELECT * FROM product_property", "product_id", "ORDER BY rowid"), "product_id", "property_group_option_id");
  const optionsByProduct = groupBy(rows("SELECT * FROM product_option", "product_id", "ORDER BY rowid"), "product_id", "property_group_option_id");
  const categoryPaths = new Map(
    (db.prepare("SELECT id, path FROM category").all() as Row[]).map((c) => [c.id as string, String(c.path ?? "").split("|").filter(Boolean)]),
  );
  const tiersByProduct = groupRows(rows("SELECT * FROM product_price", "product_id", "ORDER BY product_id, quantity_start, rowid"), "product_id", (r) => r);
  const childPrices = groupRows(
    rows("SELECT parent_id, price FROM product WHERE parent_id IS NOT NULL AND active = 1", "parent_id", ""),
    "parent_id",
    (c) => Number(pickCurrencyPrice(parseJson<Row[]>(c.price, []), currencyId)?.gross ?? 0),
  );
  const downloadsByProduct = groupRows(rows("SELECT * FROM product_download", "product_id", "ORDER BY product_id, position, rowid"), "product_id", (d) => d);
  const childCounts = new Map(
    rows("SELECT parent_id, COUNT(*) AS n FROM product WHERE parent_id IS NOT NULL", "parent_id", "GROUP BY parent_id").map((r) => [r.parent_id as string, r.n as number]),
  );
  // covers and downloads are the only media a product renders
  const only = <T>(list: T[]) => (productIds ? list : undefined);
  const productMedia = new Map(rows("SELECT * FROM product_media", "id", "", only(products.map((p) => p.cover_id).filter(Boolean))).map((pm) => [pm.id as string, pm]));
  const mediaIds = only([...[...productMedia.values()].map((pm) => pm.media_id), ...[...downloadsByProduct.values()].flat().map((d) => d.media_id)] as string[]);
  const media = new Map(rows("SELECT * FROM media", "id", "", mediaIds).map((m) => [m.id as string, m]));
  const mediaTr = loadTranslations(db, "media_translation", "media_id", mediaIds);
  return {
    products, translations, taxes, manufacturers, manufacturerTr, units, unitTr, deliveryTimes, deliveryTr, categoriesByProduct, propertiesByProduct,
    optionsByProduct, categoryPaths, tiersByProduct, childPrices, downloadsByProduct, childCounts, productMedia, media, mediaTr,
  };
}

function groupBy(rows: Row[], key: string, value: string): Map<string, string[]> {
  return groupRows(rows, key, (r) => r[value] as string);
}

function groupRows<T>(rows: Row[], key: string, value: (r: Row) => T): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const r of rows) {
    const k = r[key] as string;
    const list = out.get(k);
    if (list) list.push(value(r));
    else out.set(k, [value(r)]);
  }
  return out;
}
