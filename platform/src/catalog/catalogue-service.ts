import type { Db } from "../db/connection.js";
import { loadTranslations, parseJson, translator, type Row } from "../db/translations.js";
import { LIVE_VERSION_ID, SEEDED_AT } from "../ids.js";
import { mediaEntity } from "../media/media-entity.js";
import type { Searchable } from "../criteria/search.js";
import { CmsRepository } from "../cms/cms-repository.js";
import { SearchService } from "../search/search-service.js";
import { PropertyRepository } from "./property-repository.js";
import { VersionedCache } from "../db/data-version.js";
import type { ProductRepository } from "./product-repository.js";

/**
 * Catalogue read models beyond the product list: manufacturers, product media, properties,
 * variants/configurator, cross-selling, reviews, landing pages, CMS layouts and search.
 * Manufacturers, properties and CMS layouts are cached per language chain until a catalogue write (but a stock write)
 * (db/data-version.ts); reviews are read live (customers write them).
 */
export class CatalogueService {
  readonly properties: PropertyRepository;
  readonly cms: CmsRepository;
  readonly search: SearchService;
  private readonly manufacturerCache: VersionedCache<Map<string, Row>>;

  constructor(
    private readonly db: Db,
    readonly products: ProductRepository,
  ) {
    this.properties = new PropertyRepository(db);
    this.cms = new CmsRepository(db);
    this.search = new SearchService(db);
    this.manufacturerCache = new VersionedCache(db, { rendersStock: false });
  }

  /** ProductManufacturer entities (for the manufacturer listing facet). */
  manufacturers(chain: string[], ids: string[]): Row[] {
    const all = this.manufacturerCache.get(chain.join(","), () => {
      const tr = loadTranslations(this.db, "product_manufacturer_translation", "product_manufacturer_id");
      return new Map(
        (this.db.prepare("SELECT * FROM product_manufacturer").all() as Row[]).map((m) => {
          const t = translator(tr.get(m.id as string), chain);
          return [
            m.id as string,
            {
              id: m.id, versionId: LIVE_VERSION_ID, mediaId: m.media_id ?? null, link: m.link ?? null, name: t.own("name"), description: t.own("description"),
              customFields: null, createdAt: SEEDED_AT, updatedAt: null,
              translated: { name: t.tr("name"), description: t.tr("description"), customFields: [] }, media: null, apiAlias: "product_manufacturer",
            },
          ];
        }),
      );
    });
    return ids.map((id) => all.get(id)).filter((m): m is Row => !!m);
  }

  /** Media entities by id. */
  media(ids: string[], chain: string[], baseUrl: string): Map<string, Row> {
    if (!ids.length) return new Map();
    const rows = this.db.prepare("SELECT * FROM media WHERE id IN (SELECT value FROM json_each(?))").all(JSON.stringify(ids)) as Row[];
    const tr = loadTranslations(this.db, "media_translation", "media_id", ids);
    return new Map(rows.map((m) => [m.id as string, mediaEntity(m, tr.get(m.id as string), chain, baseUrl)]));
  }

  /** ProductMedia list (gallery) of a product, cover first. */
  productMedia(productId: string, chain: string[], baseUrl: string): Row[] {
    const rows = this.db.prepare("SELECT * FROM product_media WHERE product_id = ? ORDER BY position").all(productId) as Row[];
    const media = this.media(rows.map((r) => r.media_id as string), chain, baseUrl);
    return rows.map((r) => ({
      id: r.id, versionId: LIVE_VERSION_ID, productId, productVersionId: LIVE_VERSION_ID, mediaId: r.media_id, position: r.position,
      customFields: null, createdAt: SEEDED_AT, updatedAt: null, media: media.get(r.media_id as string) ?? null, apiAlias: "product_media",
    }));
  }

  /** The product with the associations a detail page needs (media, properties, options, cross-selling definitions). */
  detail(item: Searchable, chain: string[], baseUrl: string): Row {
    const e = item.entity as Row;
    const id = e.id as string;
    const props = this.properties;
    const { options } = props.all(chain);
    const propertyIds = (e.propertyIds as string[] | null) ?? [];
    const optionIds = (e.optionIds as string[] | null) ?? [];
    return {
      ...e,
      media: this.productMedia(id, chain, baseUrl),
      properties: propertyIds.map((pid) => options.get(pid)).filter(Boolean),
      sortedProperties: props.groupsWithOptions(chain, propertyIds).filter((g) => g.visibleOnProductDetailPage),
      options: optionIds.map((oid) => options.get(oid)).filter(Boolean),
      crossSellings: this.crossSellingDefinitions((e.parentId as string | null) ?? id, chain),
    };
  }

  /** Variant configurator: property groups with the options the variant family offers (Shopware's ProductDetailRoute). */
  configurator(parentId: string, chain: string[]): Row[] | null {
    const rows = this.db.prepare("SELECT property_group_option_id AS id FROM product_configurator_setting WHERE product_id = ? ORDER BY position").all(parentId) as Row[];
    if (!rows.length) return null;
    return this.properties.groupsWithOptions(chain, rows.map((r) => r.id as string), (o) => ({ ...o, combinable: true, group: null }));
  }

  /** Children of a variant parent (active), cheapest first, in stock first. */
  variants(parentId: string, all: Map<string, Searchable>): Searchable[] {
    const ids = (this.db.prepare("SELECT id FROM product WHERE parent_id = ? AND active = 1 ORDER BY product_number").all(parentId) as Row[]).map((r) => r.id as string);
    return ids.map((id) => all.get(id)).filter((x): x is Searchable => !!x);
  }

  /** Shopware's ProductCrossSelling entities of a product. */
  crossSellingDefinitions(productId: string, chain: string[]): Row[] {
    const rows = this.db.prepare("SELECT * FROM product_cross_selling WHERE product_id = ? AND active = 1 ORDER BY position").all(productId) as Row[];
    const tr = loadTranslations(this.db, "product_cross_selling_translation", "product_cross_selling_id", rows.map((r) => r.id as string));
    return rows.map((r) => {
      const t = translator(tr.get(r.id as string), chain);
      return {
        id: r.id, name: t.own("name"), position: r.position, sortBy: r.sort_by, sortDirection: r.sort_direction, type: r.type, active: !!r.active,
        limit: r.limit, createdAt: SEEDED_AT, updatedAt: null, translated: { name: t.tr("name") }, apiAlias: "product_cross_selling",
      };
    });
  }

  /** CrossSellingElementCollection: each group with its (active) products, in assignment order. */
  crossSellings(productId: string, chain: string[], all: Map<string, Searchable>): Row[] {
    return this.crossSellingDefinitions(productId, chain).map((cs) => {
      const assigned = this.db
        .prepare("SELECT product_id FROM product_cross_selling_assigned_products WHERE cross_selling_id = ? ORDER BY position")
        .all(cs.id as string) as Row[];
      const products = assigned.map((a) => all.get(a.product_id as string)?.entity).filter((p): p is Row => !!p).slice(0, cs.limit as number);
      return { crossSelling: cs, products, total: products.length, streamId: null, apiAlias: "cross_selling_element" };
    });
  }

  /** Reviews visible to the caller: approved ones, plus the caller's own pending ones (Shopware's ProductReviewRoute). */
  reviews(productId: string, customerId: string | null): Searchable[] {
    const rows = this.db
      .prepare(
        // the family's ids first (index product_parent), then their reviews (index product_review_product):
        // an OR across the join made SQLite scan every review for each product page
        `SELECT r.* FROM product_review r
         WHERE r.product_id IN (SELECT @product UNION SELECT id FROM product WHERE parent_id = @product)
           AND (r.status = 1 OR (r.customer_id IS NOT NULL AND r.customer_id = @customer))
         ORDER BY r.created_at DESC, r.rowid`,
      )
      .all({ product: productId, customer: customerId ?? "" }) as Row[];
    return rows.map((r) => ({
      entity: {
        id: r.id, productId: r.product_id, productVersionId: LIVE_VERSION_ID, salesChannelId: r.sales_channel_id ?? null, languageId: r.language_id,
        customerId: r.customer_id ?? null, externalUser: r.external_user ?? null, externalEmail: null, title: r.title, content: r.content, points: r.points,
        status: !!r.status, comment: r.comment ?? null, customFields: null, createdAt: r.created_at, updatedAt: r.updated_at ?? null, apiAlias: "product_review",
      },
    }));
  }

  /** Landing page entity (without cmsPage / seoUrls). */
  landingPage(id: string, chain: string[], salesChannelId: string): Row | null {
    const lp = this.db
      .prepare("SELECT l.* FROM landing_page l JOIN landing_page_sales_channel s ON s.landing_page_id = l.id WHERE l.id = ? AND l.active = 1 AND s.sales_channel_id = ?")
      .get(id, salesChannelId) as Row | undefined;
    if (!lp) return null;
    const t = translator(loadTranslations(this.db, "landing_page_translation", "landing_page_id", [id]).get(id), chain);
    const customFields = parseJson<Row>(t.tr("custom_fields"), {});
    return {
      id, versionId: LIVE_VERSION_ID, active: true, name: t.own("name"), customFields: parseJson<Row | null>(t.own("custom_fields"), null), slotConfig: null,
      metaTitle: t.own("meta_title"), metaDescription: t.own("meta_description"), keywords: t.own("keywords"), url: t.own("url"),
      cmsPageId: lp.cms_page_id ?? null, cmsPageVersionId: lp.cms_page_id ? LIVE_VERSION_ID : null, createdAt: lp.created_at, updatedAt: null,
      translated: {
        name: t.tr("name"), customFields, slotConfig: null, metaTitle: t.tr("meta_title"), metaDescription: t.tr("meta_description"), keywords: t.tr("keywords"), url: t.tr("url"),
      },
      cmsPage: null, seoUrls: null, apiAlias: "landing_page",
    };
  }
}
