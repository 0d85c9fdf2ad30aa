import type { Db } from "../db/connection.js";
import { VersionedCache } from "../db/data-version.js";
import { loadTranslations, parseJson, translator, type Row } from "../db/translations.js";
import { pickCurrencyPrice } from "../catalog/price.js";
import { mediaEntity } from "../media/media-entity.js";

/**
 * What the cart needs to know about a product. Stock is read fresh from the database on every calculation
 * (inside the order's transaction too); the rest — prices, availability, names, options, cover — is kept per
 * product in a VersionedCache that any catalogue write other than a stock write empties, so a price or an
 * activation changed under a stored cart still counts at the next calculation.
 */
export interface CartProduct {
  id: string;
  productNumber: string;
  active: boolean;
  /** variant parents (containers) cannot be bought themselves */
  childCount: number;
  type: "physical" | "digital";
  stock: number;
  isCloseout: boolean;
  minPurchase: number;
  purchaseSteps: number;
  maxPurchase: number | null;
  gross: number;
  listGross: number | null;
  taxId: string;
  taxRate: number;
  /** tier prices by quantity, ascending */
  tiers: { start: number; end: number | null; gross: number }[];
  weight: number;
  shippingFree: boolean;
  width: number | null;
  height: number | null;
  length: number | null;
  name: string;
  manufacturerId: string | null;
  markAsTopseller: boolean;
  releaseDate: string | null;
  createdAt: string;
  optionIds: string[];
  /** variant options, e.g. {group: "Packungsgrösse", option: "50 ml"} */
  options: { group: string; option: string }[];
  cover: Row | null;
  deliveryTime: { name: string; min: number; max: number; unit: string } | null;
  reference: { purchaseUnit: number; referenceUnit: number; unitName: string } | null;
  /** custom field product_click_collect of the catalogue (can be reserved at a pharmacy) */
  clickCollectAvailable: boolean;
  /** custom field product_sku: the article number the product page shows (null: the product number is it) */
  sku: string | null;
}

/** Per connection: the products as carts render them, without their stock (null: no such product). */
const rendered = new WeakMap<Db, VersionedCache<CartProduct | null>>();

export function loadCartProducts(db: Db, ids: string[], chain: string[], currencyId: string, baseUrl: string): Map<string, CartProduct> {
  const out = new Map<string, CartProduct>();
  if (ids.length === 0) return out;
  let cache = rendered.get(db);
  if (!cache) rendered.set(db, (cache = new VersionedCache<CartProduct | null>(db, { rendersStock: false, frozen: true })));
  const unique = [...new Set(ids)];
  const stock = db.prepare("SELECT id, stock FROM product WHERE id IN (SELECT value FROM json_each(?))").all(JSON.stringify(unique)) as { id: string; stock: number | null }[];
  for (const row of stock) {
    const product = cache.get(`${row.id}|${chain.join(",")}|${currencyId}|${baseUrl}`, () => renderCartProducts(db, [row.id], chain, currencyId, baseUrl).get(row.id) ?? null);
    if (product) out.set(row.id, { ...product, stock: Number(row.stock ?? 0) });
  }
  return out;
}

function renderCartProducts(db: Db, ids: string[], chain: string[], currencyId: string, baseUrl: string): Map<string, CartProduct> {
  const out = new Map<string, CartProduct>();
  if (ids.length === 0) return out;
  const json = JSON.stringify([...new Set(ids)]);
  const rows = db
    .prepare(
      `SELECT p.*, t.tax_rate, (SELECT COUNT(*) FROM product c WHERE c.parent_id = p.id) AS child_count
       FROM product p JOIN tax t ON t.id = p.tax_id WHERE p.id IN (SELECT value FROM json_each(?))`,
    )
    .all(json) as Row[];
  if (rows.length === 0) return out;
  const found = rows.map((r) => r.id as string);
  const tr = loadTranslations(db, "product_translation", "product_id", found);
  const tierRows = db
    .prepare("SELECT * FROM product_price WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY product_id, quantity_start")
    .all(JSON.stringify(found)) as Row[];
  const optionRows = db
    .prepare(
      `SELECT po.product_id, o.id AS option_id, o.property_group_id AS group_id, g.position AS group_position
       FROM product_option po JOIN property_group_option o ON o.id = po.property_group_option_id
       JOIN property_group g ON g.id = o.property_group_id
       WHERE po.product_id IN (SELECT value FROM json_each(?)) ORDER BY g.position, o.position`,
    )
    .all(JSON.stringify(found)) as Row[];
  const optionTr = loadTranslations(db, "property_group_option_translation", "property_group_option_id", optionRows.map((o) => o.option_id as string));
  const groupTr = loadTranslations(db, "property_group_translation", "property_group_id", optionRows.map((o) => o.group_id as string));
  const coverIds = rows.map((r) => r.cover_id).filter(Boolean) as string[];
  const covers = new Map(
    (db
      .prepare("SELECT pm.id AS pm_id, m.* FROM product_media pm JOIN media m ON m.id = pm.media_id WHERE pm.id IN (SELECT value FROM json_each(?))")
      .all(JSON.stringify(coverIds)) as Row[]).map((m) => [m.pm_id as string, m]),
  );
  const mediaTr = loadTranslations(db, "media_translation", "media_id", [...covers.values()].map((m) => m.id as string));
  const deliveryIds = rows.map((r) => r.delivery_time_id).filter(Boolean) as string[];
  const deliveries = new Map(
    (db.prepare("SELECT * FROM delivery_time WHERE id IN (SELECT value FROM json_each(?))").all(JSON.stringify(deliveryIds)) as Row[]).map((d) => [d.id as string, d]),
  );
  const deliveryTr = loadTranslations(db, "delivery_time_translation", "delivery_time_id", deliveryIds);
  const unitTr = loadTranslations(db, "unit_translation", "unit_id", rows.map((r) => r.unit_id).filter(Boolean) as string[]);

  for (const p of rows) {
    const id = p.id as string;
    const t = translator(tr.get(id), chain);
    const price = pickCurrencyPrice(parseJson<Row[]>(p.price, []), currencyId);
    const gross = Number(price?.gross ?? 0);
    const listGross = ((price?.listPrice as Row | null | undefined)?.gross as number | undefined) ?? null;
    const cfRaw = t.tr("custom_fields");
    const customFields = parseJson<Row>(cfRaw, {});
    const cover = p.cover_id ? covers.get(p.cover_id as string) : undefined;
    const delivery = p.delivery_time_id ? deliveries.get(p.delivery_time_id as string) : undefined;
    const dt = translator(deliveryTr.get(p.delivery_time_id as string), chain);
    const unitName = p.unit_id ? translator(unitTr.get(p.unit_id as string), chain).tr("name") : null;
    const options = optionRows.filter((o) => o.product_id === id);
    out.set(id, {
      id,
      productNumber: p.product_number as string,
      active: !!p.active,
      childCount: Number(p.child_count ?? 0),
      type: p.type === "digital" ? "digital" : "physical",
      stock: Number(p.stock ?? 0),
      isCloseout: !!p.is_closeout,
      minPurchase: Number(p.min_purchase ?? 1),
      purchaseSteps: Number(p.purchase_steps ?? 1),
      maxPurchase: p.max_purchase === null || p.max_purchase === undefined ? null : Number(p.max_purchase),
      gross,
      listGross,
      taxId: p.tax_id as string,
      taxRate: Number(p.tax_rate),
      tiers: tierRows
        .filter((r) => r.product_id === id)
        .map((r) => ({
          start: Number(r.quantity_start),
          end: r.quantity_end === null ? null : Number(r.quantity_end),
          gross: Number(pickCurrencyPrice(parseJson<Row[]>(r.price, []), currencyId)?.gross ?? gross),
        })),
      weight: Number(p.weight ?? 0),
      shippingFree: !!p.shipping_free,
      width: (p.width as number | null) ?? null,
      height: (p.height as number | null) ?? null,
      length: (p.length as number | null) ?? null,
      name: String(t.tr("name") ?? p.product_number),
      manufacturerId: (p.manufacturer_id as string | null) ?? null,
      markAsTopseller: !!p.mark_as_topseller,
      releaseDate: (p.release_date as string | null) ?? null,
      createdAt: p.created_at as string,
      optionIds: options.map((o) => o.option_id as string),
      options: options.map((o) => ({
        group: String(translator(groupTr.get(o.group_id as string), chain).tr("name") ?? ""),
        option: String(translator(optionTr.get(o.option_id as string), chain).tr("name") ?? ""),
      })),
      cover: cover ? mediaEntity(cover, mediaTr.get(cover.id as string), chain, baseUrl) : null,
      deliveryTime: delivery
        ? { name: String(dt.tr("name") ?? ""), min: Number(delivery.min), max: Number(delivery.max), unit: String(delivery.unit) }
        : null,
      reference:
        p.purchase_unit && p.reference_unit && unitName
          ? { purchaseUnit: Number(p.purchase_unit), referenceUnit: Number(p.reference_unit), unitName: String(unitName) }
          : null,
      clickCollectAvailable: customFields.product_click_collect !== false,
      sku: typeof customFields.product_sku === "string" && customFields.product_sku !== "" ? customFields.product_sku : null,
    });
  }
  return out;
}

/** The gross unit price for a quantity: the tier that contains it, else the product price. */
export function unitGrossFor(p: CartProduct, quantity: number): number {
  const tier = p.tiers.find((t) => quantity >= t.start && (t.end === null || quantity <= t.end));
  return tier ? tier.gross : p.gross;
}
