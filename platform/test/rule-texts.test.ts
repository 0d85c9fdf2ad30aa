/**
 * The seeded service pages state shop rules; they are formatted from `@shop/rules` (seed/catalogue/
 * rule-texts.ts), so what a shopper reads is what the cart charges and the invoice prints. Read as a
 * client reads them: the category's CMS page over the Store API, in each language.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SHOP_IDENTITY as SHOP, formatChf as plainChf, formatPercent, formatRate, INVOICE_TERMS, SHIPPING, typography, type Locale } from "@shop/rules";

/** An amount as the seeded texts print it: French keeps "CHF" and the figure together (typography). */
const formatChf = (amount: number, lang: Locale) => typography(lang, plainChf(amount, lang));
import { categoryId, SEED_IDS } from "../src/seed/ids.js";
import { createPlatform, headers } from "./helpers.js";

const { app, db } = createPlatform({ size: "small" });
beforeAll(async () => app.ready());
afterAll(async () => app.close());

const LANGS: Locale[] = ["de", "it", "fr"];

async function pageText(categoryKey: string, lang: Locale): Promise<string> {
  const res = await app.inject({ method: "POST", url: `/store-api/category/${categoryId(categoryKey)}`, headers: headers({ "sw-language-id": SEED_IDS.languages[lang] }), payload: {} });
  expect(res.statusCode).toBe(200);
  const slots = (res.json().cmsPage?.sections ?? []).flatMap((s: { blocks: { slots: { config: { content?: { value?: unknown } } | null }[] }[] }) => s.blocks.flatMap((b) => b.slots));
  const text = slots.map((slot: { config: { content?: { value?: unknown } } | null }) => slot.config?.content?.value).filter((v: unknown) => typeof v === "string").join("\n");
  expect(text).not.toBe("");
  return text;
}

describe("seeded CMS texts follow @shop/rules", () => {
  it.each(LANGS)("%s: the shipping page states the parcel prices, weight and cut-off", async (lang) => {
    const text = await pageText("footer-versand", lang);
    expect(text).toContain(formatChf(SHIPPING.parcel.baseCost, lang));
    expect(text).toContain(formatChf(SHIPPING.parcel.perStartedKg, lang));
    expect(text).toContain(`${SHIPPING.parcel.includedKg} kg`);
    expect(text).toContain(lang === "fr" ? SHIPPING.cutOff.replace(":", "h") : SHIPPING.cutOff);
    expect(text).toContain(formatPercent(SHIPPING.nextDayShare, lang));
  });

  it.each(LANGS)("%s: the terms page states the invoice terms", async (lang) => {
    const text = await pageText("service-agb", lang);
    expect(text).toContain(` ${INVOICE_TERMS.dueDays} `);
    expect(text).toContain(formatRate(INVOICE_TERMS.lateInterestPercent, lang));
    expect(text).toContain(formatChf(INVOICE_TERMS.reminderFeeChf, lang));
  });

  it.each(LANGS)("%s: the imprint names the shop identity invoices and mails print", async (lang) => {
    const text = await pageText("service-impressum", lang);
    for (const value of [SHOP.legalName, `${SHOP.street}, ${SHOP.zip} ${SHOP.city}`, SHOP.uid, SHOP.vatNumber, SHOP.email, SHOP.phone]) expect(text).toContain(value);
  });
});
