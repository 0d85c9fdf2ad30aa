import { describe, expect, it } from "vitest";
import { deliveryEstimateText, formatShopTime, formatShortDate, lineEstimateText, noticeType, pickupEstimateText, progressPercent } from "~/cart/format";
import { MESSAGES } from "~/i18n/messages";
import { createIntl } from "react-intl";
import { LOCALE_TAGS } from "~/i18n/locales";
import { formatMoney } from "~/i18n/format";

const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, " ");
const render = (locale: "de" | "it" | "fr", id: keyof (typeof MESSAGES)["de"], values: Record<string, string>) =>
  plain(createIntl({ locale: LOCALE_TAGS[locale], messages: MESSAGES[locale] }).formatMessage({ id }, values));

// Monday 23 Nov 2026 would be a Monday too; use the SPEC example: Tuesday 24.11. (2026).
const estimate = {
  shipsOn: "2026-11-23",
  earliest: "2026-11-24",
  latest: "2026-11-25",
  shipsToday: true,
  // 16:00 in Zurich (UTC+1 in November).
  orderBefore: "2026-11-23T15:00:00.000Z",
  onOrder: false,
};

describe("delivery estimate", () => {

  it("formats days short with the weekday, in the shop's calendar", () => {
    expect(formatShortDate("2026-11-24", "de")).toBe("Di., 24.11.");
    expect(formatShortDate("2026-11-24", "fr")).toBe("mardi 24.11.");
    expect(formatShortDate("2026-11-24", "it")).toBe("martedì 24.11.");
    // A bad value is shown as it came, never as "Invalid Date".
    expect(formatShortDate("soon", "de")).toBe("soon");
  });

  it("formats the cut-off in Europe/Zurich, also across daylight saving time", () => {
    expect(formatShopTime("2026-11-23T15:00:00.000Z", "de")).toBe("16:00");
    expect(formatShopTime("2026-06-23T14:00:00.000Z", "fr")).toBe("16:00");
    expect(formatShopTime("not a date", "de")).toBe("");
  });

  it("builds the SPEC sentence when the order still ships today", () => {
    const text = deliveryEstimateText(estimate, "de");
    expect(text.id).toBe("cart.estimate.today");
    expect(render("de", text.id, text.values)).toBe("Bestellen Sie bis 16:00, Versand heute – Lieferung voraussichtlich Di., 24.11.");
  });

  it("names the shipping day when it is not today", () => {
    const text = deliveryEstimateText({ ...estimate, shipsToday: false, shipsOn: "2026-11-27", earliest: "2026-11-30" }, "de");
    expect(text.id).toBe("cart.estimate.later");
    expect(render("de", text.id, text.values)).toBe("Versand am Fr., 27.11. – Lieferung voraussichtlich Mo., 30.11.");
    const fr = deliveryEstimateText({ ...estimate, shipsToday: false, shipsOn: "2026-11-27", earliest: "2026-11-30" }, "fr");
    expect(render("fr", fr.id, fr.values)).toBe("Expédition le vendredi 27.11. – livraison prévue le lundi 30.11.");
  });
});

describe("delivery promise with goods on order (issue 22)", () => {
  const onOrder = { ...estimate, shipsToday: false, shipsOn: "2026-12-04", earliest: "2026-12-07", latest: "2026-12-15", onOrder: true };

  it("names the range for the whole order in de, it and fr, never 'Versand heute'", () => {
    const de = deliveryEstimateText(onOrder, "de");
    expect(render("de", de.id, de.values)).toBe("Versand, sobald alle Artikel da sind – Lieferung voraussichtlich zwischen Mo., 07.12. und Di., 15.12.");
    const it = deliveryEstimateText(onOrder, "it");
    expect(render("it", it.id, it.values)).toBe("Spedizione appena tutti gli articoli sono disponibili – consegna prevista tra lunedì 07.12. e martedì 15.12.");
    const fr = deliveryEstimateText(onOrder, "fr");
    expect(render("fr", fr.id, fr.values)).toBe("Expédition dès que tous les articles sont disponibles – livraison prévue entre le lundi 07.12. et le mardi 15.12.");
  });

  it("gives each line its own promise and click & collect the pharmacy and time", () => {
    const line = lineEstimateText(onOrder, "de");
    expect(render("de", line.id, line.values)).toBe("Wird für Sie bestellt · Lieferung voraussichtlich Mo., 07.12. – Di., 15.12.");
    const inStock = lineEstimateText(estimate, "de");
    expect(render("de", inStock.id, inStock.values)).toBe("Lieferung voraussichtlich Di., 24.11.");
    const pickup = pickupEstimateText({ pharmacyName: "Apotheke am Platz", readyOn: "2026-11-30", readyFrom: "08:00" }, "de");
    expect(render("de", pickup.id, pickup.values)).toBe("Abholbereit in der Apotheke Apotheke am Platz ab Mo., 30.11., 08:00");
  });
});

describe("free shipping progress", () => {
  it("turns the gateway's 0–1 into a clamped whole percentage", () => {
    expect(progressPercent(0)).toBe(0);
    expect(progressPercent(0.256)).toBe(26);
    expect(progressPercent(1)).toBe(100);
    expect(progressPercent(1.4)).toBe(100);
    expect(progressPercent(-0.2)).toBe(0);
    expect(progressPercent(null)).toBe(0);
    expect(progressPercent(Number.NaN)).toBe(0);
  });

  it("says the remaining amount verbatim in German", () => {
    const amount = formatMoney({ amount: 12.3, currency: "CHF" }, "de");
    expect(render("de", "cart.freeShipping.remaining", { amount })).toBe("Noch CHF 12.30 bis zum Gratisversand");
    const fr = formatMoney({ amount: 12.3, currency: "CHF" }, "fr");
    expect(render("fr", "cart.freeShipping.remaining", { amount: fr })).toBe(`Plus que ${plain(fr)} pour la livraison gratuite`);
  });
});

describe("cart message levels", () => {
  it("map onto the notification types of SPEC §8", () => {
    expect(noticeType("INFO")).toBe("info");
    expect(noticeType("WARNING")).toBe("warning");
    expect(noticeType("ERROR")).toBe("danger");
  });
});
