import { idFor } from "../../ids.js";
import { bannerHeight } from "../../media/packshot.js";
import type { Lang } from "../data.js";
import { BANNERS, LAYOUTS, type LandingDef, type PageDef, type Refs } from "./cms.js";
import { shownIn } from "./shown.js";

export type Run = (sql: string, ...params: unknown[]) => void;
export interface SeedLang {
  key: Lang;
  id: string;
  code: string;
}

export const cmsPageId = (key: string) => idFor(`cms_page:${key}`);
export const landingPageId = (key: string) => idFor(`landing_page:${key}`);
export const bannerMediaId = (key: string) => idFor(`media:banner:${key}`);

/** Inserts one CMS layout with its sections, blocks and per-language slot configs. */
export function insertCmsPage(run: Run, langs: SeedLang[], page: PageDef, refs: Refs): void {
  const pageId = cmsPageId(page.key);
  run("INSERT INTO cms_page (id, type, entity, css_class, config) VALUES (?, ?, NULL, NULL, NULL)", pageId, page.type);
  for (const l of langs) run("INSERT INTO cms_page_translation VALUES (?, ?, ?)", pageId, l.id, page.name[l.key]);
  page.sections.forEach((section, si) => {
    const sectionId = idFor(`cms_section:${page.key}:${si}`);
    run(
      `INSERT INTO cms_section (id, cms_page_id, position, type, sizing_mode, mobile_behavior, background_color, background_media_id, visibility)
       VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?)`,
      sectionId, pageId, si, section.type, section.sizingMode ?? "boxed", section.mobileBehavior ?? null, section.backgroundColor ?? null,
      JSON.stringify(section.visibility ?? { mobile: true, tablet: true, desktop: true }),
    );
    section.blocks.forEach((block, bi) => {
      const blockId = idFor(`cms_block:${page.key}:${si}:${bi}`);
      run(
        `INSERT INTO cms_block (id, cms_section_id, position, type, section_position, margin_top, margin_bottom, margin_left, margin_right, background_color, background_media_id, visibility)
         VALUES (?, ?, ?, ?, ?, ?, ?, '0px', '0px', ?, NULL, ?)`,
        blockId, sectionId, bi, block.type, block.sectionPosition ?? "main", block.marginTop ?? "20px", block.marginBottom ?? "20px",
        block.backgroundColor ?? null, JSON.stringify(block.visibility ?? { mobile: true, tablet: true, desktop: true }),
      );
      block.slots.forEach((slot) => {
        const slotId = idFor(`cms_slot:${page.key}:${si}:${bi}:${slot.slot}`);
        run("INSERT INTO cms_slot (id, cms_block_id, type, slot) VALUES (?, ?, ?, ?)", slotId, blockId, slot.type, slot.slot);
        for (const l of langs) run("INSERT INTO cms_slot_translation VALUES (?, ?, ?)", slotId, l.id, JSON.stringify(shownIn(l.key, slot.config(l.key, refs))));
      });
    });
  });
}

export function insertLayouts(run: Run, langs: SeedLang[], refs: Refs, seededAt: string): void {
  BANNERS.forEach((b) => {
    const id = bannerMediaId(b.key);
    run(
      "INSERT INTO media (id, file_name, file_extension, mime_type, width, height, render, uploaded_at) VALUES (?, ?, 'webp', 'image/webp', 1900, ?, ?, ?)",
      id, `banner-${b.key}`, bannerHeight(1900, b.ratio), JSON.stringify({ background: b.color, label: b.label, kind: "banner", ratio: b.ratio }), seededAt,
    );
    for (const l of langs) run("INSERT INTO media_translation VALUES (?, ?, ?, ?)", id, l.id, b.alt[l.key], b.alt[l.key]);
  });
  for (const page of LAYOUTS) insertCmsPage(run, langs, page, refs);
}

export function insertLandingPages(
  run: Run,
  langs: SeedLang[],
  refs: Refs,
  pages: LandingDef[],
  salesChannelId: string,
  seededAt: string,
  insertSeo: (foreignKey: string, routeName: string, pathInfo: string, lang: SeedLang, seoPath: string) => void,
): void {
  for (const lp of pages) {
    insertCmsPage(run, langs, lp.page, refs);
    const id = landingPageId(lp.key);
    run("INSERT INTO landing_page (id, cms_page_id, active, kind, created_at) VALUES (?, ?, 1, ?, ?)", id, cmsPageId(lp.page.key), lp.kind, seededAt);
    run("INSERT INTO landing_page_sales_channel VALUES (?, ?)", id, salesChannelId);
    for (const l of langs) {
      run(
        `INSERT INTO landing_page_translation (landing_page_id, language_id, name, url, meta_title, meta_description, keywords, custom_fields)
         VALUES (?, ?, ?, ?, ?, ?, NULL, ?)`,
        id, l.id, lp.name[l.key], lp.path[l.key], lp.name[l.key], shownIn(l.key, lp.metaDescription[l.key]), JSON.stringify({ landing_page_kind: lp.kind }),
      );
      insertSeo(id, "frontend.landing.page", `/landingPage/${id}`, l, lp.path[l.key]);
    }
  }
}
