import type { Db } from "../db/connection.js";
import type { Row } from "../db/translations.js";
import { VersionedCache } from "../db/data-version.js";

/**
 * seo_url rows rendered as Shopware SeoUrl entities, per sales channel and language. Rendered once
 * until a catalogue write other than a stock write (db/data-version.ts): every product, listing and navigation answer attaches
 * SEO URLs, and reading and rendering the whole table per request was their largest cost.
 * The entities are shared: callers never change them.
 */
export class SeoUrlRepository {
  private readonly entities: VersionedCache<Row[]>;
  private readonly canonical: VersionedCache<Map<string, Row[]>>;

  constructor(private readonly db: Db) {
    this.entities = new VersionedCache(db, { rendersStock: false });
    this.canonical = new VersionedCache(db, { rendersStock: false });
  }

  all(salesChannelId: string, languageId: string): Row[] {
    return this.entities.get(`${salesChannelId}|${languageId}`, () =>
      (
        this.db
          .prepare("SELECT * FROM seo_url WHERE sales_channel_id = ? AND language_id = ? AND is_deleted = 0 ORDER BY route_name, seo_path_info")
          .all(salesChannelId, languageId) as Row[]
      ).map(seoUrlEntity),
    );
  }

  /** Canonical SEO URLs of the given entities in one language (what sw-include-seo-urls attaches). */
  canonicalFor(foreignKeys: string[], salesChannelId: string, languageId: string): Map<string, Row[]> {
    const byKey = this.canonical.get(`${salesChannelId}|${languageId}`, () => {
      // rowid order: the order the former per-key lookup (index on foreign_key, then rowid) returned
      const rows = this.db
        .prepare("SELECT * FROM seo_url WHERE sales_channel_id = ? AND language_id = ? AND is_canonical = 1 AND is_deleted = 0 ORDER BY rowid")
        .all(salesChannelId, languageId) as Row[];
      const out = new Map<string, Row[]>();
      for (const r of rows) {
        const list = out.get(r.foreign_key as string) ?? [];
        list.push(seoUrlEntity(r));
        out.set(r.foreign_key as string, list);
      }
      return out;
    });
    const out = new Map<string, Row[]>();
    for (const key of foreignKeys) {
      const list = byKey.get(key);
      if (list) out.set(key, list);
    }
    return out;
  }
}

export function seoUrlEntity(r: Row): Row {
  return {
    id: r.id,
    salesChannelId: r.sales_channel_id,
    languageId: r.language_id,
    foreignKey: r.foreign_key,
    routeName: r.route_name,
    pathInfo: r.path_info,
    seoPathInfo: r.seo_path_info,
    isCanonical: !!r.is_canonical,
    isModified: !!r.is_modified,
    isDeleted: !!r.is_deleted,
    error: null,
    url: null,
    customFields: null,
    createdAt: r.created_at,
    updatedAt: null,
    apiAlias: "seo_url",
  };
}
