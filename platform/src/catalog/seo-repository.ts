import type { Db } from "../db/connection.js";
import type { Row } from "../db/translations.js";

/** seo_url rows rendered as Shopware SeoUrl entities. */
export class SeoUrlRepository {
  constructor(private readonly db: Db) {}

  all(salesChannelId: string, languageId: string): Row[] {
    return (
      this.db
        .prepare("SELECT * FROM seo_url WHERE sales_channel_id = ? AND language_id = ? AND is_deleted = 0 ORDER BY route_name, seo_path_info")
        .all(salesChannelId, languageId) as Row[]
    ).map(seoUrlEntity);
  }

  /** Canonical SEO URLs of the given entities in one language (what sw-include-seo-urls attaches). */
  canonicalFor(foreignKeys: string[], salesChannelId: string, languageId: string): Map<string, Row[]> {
    const rows = this.db
      .prepare(
        `SELECT * FROM seo_url WHERE sales_channel_id = ? AND language_id = ? AND is_canonical = 1 AND is_deleted = 0
         AND foreign_key IN (SELECT value FROM json_each(?))`,
      )
      .all(salesChannelId, languageId, JSON.stringify(foreignKeys)) as Row[];
    const out = new Map<string, Row[]>();
    for (const r of rows) {
      const list = out.get(r.foreign_key as string) ?? [];
      list.push(seoUrlEntity(r));
      out.set(r.foreign_key as string, list);
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
