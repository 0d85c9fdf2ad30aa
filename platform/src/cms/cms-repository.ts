import type { Db } from "../db/connection.js";
import { loadTranslations, parseJson, translator, type Row } from "../db/translations.js";
import { LIVE_VERSION_ID, SEEDED_AT } from "../ids.js";
import { withDefaultConfig } from "./element-defaults.js";
import { VersionedCache } from "../db/data-version.js";

const ALL_DEVICES = { mobile: true, tablet: true, desktop: true };

/**
 * CMS pages rendered as Shopware CmsPage entities (sections -> blocks -> slots, ordered by
 * position), without slot `data`; src/cms/resolve.ts fills the data per request. Cached per
 * page and language chain until a catalogue write other than a stock write (db/data-version.ts).
 */
export class CmsRepository {
  private readonly cache: VersionedCache<Row | null>;

  constructor(private readonly db: Db) {
    this.cache = new VersionedCache(db, { rendersStock: false });
  }

  page(id: string, chain: string[]): Row | null {
    const page = this.cache.get(`${id}|${chain.join(",")}`, () => this.render(id, chain));
    // callers attach data to slots: hand out a deep copy
    return page ? (structuredClone(page) as Row) : null;
  }

  private render(id: string, chain: string[]): Row | null {
    const db = this.db;
    const p = db.prepare("SELECT * FROM cms_page WHERE id = ?").get(id) as Row | undefined;
    if (!p) return null;
    const pt = translator(loadTranslations(db, "cms_page_translation", "cms_page_id", [id]).get(id), chain);
    const sections = db.prepare("SELECT * FROM cms_section WHERE cms_page_id = ? ORDER BY position").all(id) as Row[];
    const blocks = db
      .prepare("SELECT b.* FROM cms_block b JOIN cms_section s ON s.id = b.cms_section_id WHERE s.cms_page_id = ? ORDER BY b.position")
      .all(id) as Row[];
    const slots = db
      .prepare(
        `SELECT sl.* FROM cms_slot sl JOIN cms_block b ON b.id = sl.cms_block_id JOIN cms_section s ON s.id = b.cms_section_id
         WHERE s.cms_page_id = ? ORDER BY sl.slot`,
      )
      .all(id) as Row[];
    const slotTr = loadTranslations(db, "cms_slot_translation", "cms_slot_id", slots.map((s) => s.id as string));

    const slotEntity = (sl: Row): Row => {
      const t = translator(slotTr.get(sl.id as string), chain);
      const type = String(sl.type);
      const config = withDefaultConfig(type, parseJson<Row>(t.tr("config"), {}));
      return {
        id: sl.id, versionId: LIVE_VERSION_ID, cmsBlockVersionId: LIVE_VERSION_ID, fieldConfig: null, type: sl.type, slot: sl.slot, locked: false,
        config: withDefaultConfig(type, parseJson<Row>(t.own("config"), config)), customFields: null, data: null, blockId: sl.cms_block_id, createdAt: SEEDED_AT, updatedAt: null,
        translated: { config }, block: null, apiAlias: "cms_slot",
      };
    };
    const blockEntity = (b: Row): Row => ({
      id: b.id, versionId: LIVE_VERSION_ID, cmsSectionVersionId: LIVE_VERSION_ID, position: b.position, type: b.type, name: null,
      sectionPosition: b.section_position, marginTop: b.margin_top ?? null, marginBottom: b.margin_bottom ?? null, marginLeft: b.margin_left ?? null,
      marginRight: b.margin_right ?? null, backgroundColor: b.background_color ?? null, backgroundMediaId: b.background_media_id ?? null,
      backgroundMediaMode: "cover", cssClass: null, visibility: parseJson(b.visibility, ALL_DEVICES), sectionId: b.cms_section_id, customFields: null,
      createdAt: SEEDED_AT, updatedAt: null, backgroundMedia: null,
      slots: slots.filter((sl) => sl.cms_block_id === b.id).map(slotEntity), apiAlias: "cms_block",
    });
    return {
      id: p.id, versionId: LIVE_VERSION_ID, name: pt.own("name"), type: p.type, entity: p.entity ?? null, cssClass: p.css_class ?? null,
      config: parseJson(p.config, null), previewMediaId: null, customFields: null, createdAt: SEEDED_AT, updatedAt: null,
      translated: { name: pt.tr("name"), customFields: [] },
      sections: sections.map((s) => ({
        id: s.id, cmsPageVersionId: LIVE_VERSION_ID, position: s.position, type: s.type, name: null, sizingMode: s.sizing_mode,
        mobileBehavior: s.mobile_behavior ?? null, backgroundColor: s.background_color ?? null, backgroundMediaId: s.background_media_id ?? null,
        backgroundMediaMode: "cover", cssClass: null, pageId: p.id, visibility: parseJson(s.visibility, ALL_DEVICES), customFields: null,
        createdAt: SEEDED_AT, updatedAt: null, page: null, backgroundMedia: null,
        blocks: blocks.filter((b) => b.cms_section_id === s.id).map(blockEntity), apiAlias: "cms_section",
      })),
      previewMedia: null, landingPages: null, apiAlias: "cms_page",
    };
  }
}
