import type { Db } from "../db/connection.js";
import { loadTranslations, translator, type Row } from "../db/translations.js";
import { VersionedCache } from "../db/data-version.js";

/**
 * Salutations and customer groups rendered as Store API entities (translated along the language chain).
 * Every customer, address and order entity renders a salutation, so the rendered entities are kept per
 * language chain until a write to their tables (db/data-version.ts) — shared, hence deep-frozen.
 */
export class AccountReferenceData {
  private readonly rendered: VersionedCache<unknown>;

  constructor(private readonly db: Db) {
    this.rendered = new VersionedCache(db, { rendersStock: false, frozen: true });
  }

  salutations(chain: string[], ids?: string[]): Row[] {
    const all = this.rendered.get(`salutation\u0000${chain.join(",")}`, () => this.buildSalutations(chain)) as Row[];
    return ids ? all.filter((s) => ids.includes(s.id as string)) : [...all];
  }

  private buildSalutations(chain: string[]): Row[] {
    const rows = this.db.prepare("SELECT * FROM salutation ORDER BY position").all() as Row[];
    const tr = loadTranslations(this.db, "salutation_translation", "salutation_id", rows.map((r) => r.id as string));
    return rows.map((s) => {
      const t = translator(tr.get(s.id as string), chain);
      return {
        id: s.id,
        salutationKey: s.salutation_key,
        displayName: t.own("display_name"),
        letterName: t.own("letter_name"),
        position: s.position,
        customFields: null,
        createdAt: "2025-01-01T00:00:00.000+00:00",
        updatedAt: null,
        translated: { displayName: t.tr("display_name"), letterName: t.tr("letter_name"), customFields: [] },
        apiAlias: "salutation",
      };
    });
  }

  salutation(id: string | null, chain: string[]): Row | null {
    return id ? (this.salutations(chain, [id])[0] ?? null) : null;
  }

  salutationExists(id: string): boolean {
    return !!this.db.prepare("SELECT 1 FROM salutation WHERE id = ?").get(id);
  }

  customerGroup(id: string, chain: string[]): Row | null {
    return this.rendered.get(`customer_group\u0000${id}\u0000${chain.join(",")}`, () => this.buildCustomerGroup(id, chain)) as Row | null;
  }

  private buildCustomerGroup(id: string, chain: string[]): Row | null {
    const g = this.db.prepare("SELECT * FROM customer_group WHERE id = ?").get(id) as Row | undefined;
    if (!g) return null;
    const t = translator(loadTranslations(this.db, "customer_group_translation", "customer_group_id", [id]).get(id), chain);
    return {
      id: g.id,
      name: t.own("name"),
      displayGross: !!g.display_gross,
      registrationActive: !!g.registration_active,
      registrationTitle: t.own("registration_title"),
      registrationIntroduction: t.own("registration_introduction"),
      registrationOnlyCompanyRegistration: !!g.registration_only_company,
      registrationSeoMetaDescription: t.own("registration_seo_meta_description"),
      // pricing hook for the catalogue: members see prices reduced by this percentage
      customFields: { priceDiscountPercent: g.price_discount_percent },
      createdAt: g.created_at,
      updatedAt: null,
      translated: {
        name: t.tr("name"),
        registrationTitle: t.tr("registration_title"),
        registrationIntroduction: t.tr("registration_introduction"),
        registrationSeoMetaDescription: t.tr("registration_seo_meta_description"),
        customFields: { priceDiscountPercent: g.price_discount_percent },
      },
      apiAlias: "customer_group",
    };
  }

  registrationGroupActive(id: string): boolean {
    return !!this.db.prepare("SELECT 1 FROM customer_group WHERE id = ? AND registration_active = 1").get(id);
  }
}
