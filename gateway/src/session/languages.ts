/**
 * Locale ↔ Store API language id, from `GET /store-api/language`, loaded once and cached
 * for the lifetime of the gateway (a failed load is retried on the next request).
 * Language ids are never hard-coded.
 */
import type { components } from "@shopware/api-client/store-api-types";
import type { StoreApiClient } from "../storeApi/client.js";
import { localeFromTag, type Locale } from "./locale.js";

export type LanguageRow = components["schemas"]["Language"];

/** BCP 47 code of an upstream language: translationCode.code, else locale.code. */
export function languageCode(row: LanguageRow): string | null {
  return row.translationCode?.code ?? row.locale?.code ?? null;
}

export function languageLocale(row: LanguageRow): Locale | null {
  return localeFromTag(languageCode(row));
}

export class LanguageDirectory {
  private loading: Promise<LanguageRow[]> | null = null;

  constructor(private readonly client: StoreApiClient) {}

  /** All languages of the sales channel (cached). */
  all(): Promise<LanguageRow[]> {
    if (!this.loading) {
      this.loading = this.client
        .invoke("readLanguagesGet get /language")
        .then((result) => result.data?.elements ?? [])
        .catch((error: unknown) => {
          this.loading = null;
          throw error;
        });
    }
    return this.loading;
  }

  /** Languages that map to a shop locale (first one per locale wins). */
  async shopLanguages(): Promise<LanguageRow[]> {
    const seen = new Set<Locale>();
    const result: LanguageRow[] = [];
    for (const row of await this.all()) {
      const locale = languageLocale(row);
      if (locale && !seen.has(locale)) {
        seen.add(locale);
        result.push(row);
      }
    }
    return result;
  }

  async idFor(locale: Locale): Promise<string | null> {
    const row = (await this.shopLanguages()).find((l) => languageLocale(l) === locale);
    return row?.id ?? null;
  }

  async localeFor(languageId: string | null | undefined): Promise<Locale | null> {
    if (!languageId) return null;
    const row = (await this.all()).find((l) => l.id === languageId);
    return row ? languageLocale(row) : null;
  }
}
