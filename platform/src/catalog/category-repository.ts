import type { Db } from "../db/connection.js";
import { loadTranslations, parseJson, translator, type Row } from "../db/translations.js";
import { LIVE_VERSION_ID } from "../ids.js";
import { VersionedCache } from "../db/data-version.js";

export interface CategoryNode {
  row: Row;
  entity: Row;
}

/**
 * Categories rendered as Store API Category entities (without children/seoUrls, which routes attach).
 * Rendered once per language chain until a catalogue write other than a stock write (db/data-version.ts); callers copy
 * entities before changing them.
 */
export class CategoryRepository {
  private readonly cache: VersionedCache<Map<string, CategoryNode>>;

  constructor(private readonly db: Db) {
    this.cache = new VersionedCache(db, { rendersStock: false });
  }

  /** All categories keyed by id, rendered in the given language chain. */
  all(chain: string[]): Map<string, CategoryNode> {
    return this.cache.get(chain.join(","), () => this.render(chain));
  }

  private render(chain: string[]): Map<string, CategoryNode> {
    const rows = this.db.prepare("SELECT * FROM category ORDER BY level, position").all() as Row[];
    const tr = loadTranslations(this.db, "category_translation", "category_id");
    const childCount = new Map<string, number>();
    const visibleChildCount = new Map<string, number>();
    for (const r of rows) {
      if (!r.parent_id) continue;
      const pid = r.parent_id as string;
      childCount.set(pid, (childCount.get(pid) ?? 0) + 1);
      if (r.visible && r.active) visibleChildCount.set(pid, (visibleChildCount.get(pid) ?? 0) + 1);
    }
    const out = new Map<string, CategoryNode>();
    for (const r of rows) {
      const id = r.id as string;
      const t = translator(tr.get(id), chain);
      const breadcrumb = parseJson<string[]>(t.tr("breadcrumb"), []);
      const linkType = t.tr("link_type");
      const entity: Row = {
        id,
        versionId: LIVE_VERSION_ID,
        parentId: r.parent_id ?? null,
        parentVersionId: r.parent_id ? LIVE_VERSION_ID : null,
        afterCategoryId: r.after_category_id ?? null,
        afterCategoryVersionId: r.after_category_id ? LIVE_VERSION_ID : null,
        mediaId: r.media_id ?? null,
        displayNestedProducts: !!r.display_nested_products,
        breadcrumb: parseJson<string[]>(t.own("breadcrumb"), breadcrumb),
        level: r.level,
        path: r.path ?? null,
        childCount: childCount.get(id) ?? 0,
        type: r.type,
        productAssignmentType: r.product_assignment_type,
        visible: !!r.visible,
        active: !!r.active,
        visibleChildCount: visibleChildCount.get(id) ?? 0,
        name: t.own("name"),
        customFields: parseJson<Row | null>(t.own("custom_fields"), null),
        linkType: t.own("link_type"),
        internalLink: t.own("internal_link"),
        externalLink: t.own("external_link"),
        linkNewTab: t.own("link_new_tab") === null ? null : !!t.own("link_new_tab"),
        description: t.own("description"),
        metaTitle: t.own("meta_title"),
        metaDescription: t.own("meta_description"),
        keywords: t.own("keywords"),
        cmsPageId: r.cms_page_id ?? null,
        cmsPageVersionId: r.cms_page_id ? LIVE_VERSION_ID : null,
        customEntityTypeId: null,
        cmsPageIdSwitched: false,
        seoUrl: null,
        createdAt: r.created_at,
        updatedAt: null,
        translated: {
          breadcrumb,
          name: t.tr("name"),
          customFields: parseJson<Row>(t.tr("custom_fields"), {}),
          slotConfig: null,
          linkType,
          internalLink: t.tr("internal_link"),
          externalLink: t.tr("external_link"),
          linkNewTab: t.tr("link_new_tab") === null ? null : !!t.tr("link_new_tab"),
          description: t.tr("description"),
          metaTitle: t.tr("meta_title"),
          metaDescription: t.tr("meta_description"),
          keywords: t.tr("keywords"),
        },
        parent: null,
        children: null,
        media: null,
        tags: null,
        cmsPage: null,
        seoUrls: null,
        apiAlias: "category",
      };
      out.set(id, { row: r, entity });
    }
    return out;
  }
}
