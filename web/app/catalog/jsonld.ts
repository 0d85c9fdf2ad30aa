/**
 * Product JSON-LD (schema.org Product). The script is inert data: it is serialised so that no
 * '<' (hence no '</script>' or '<!--') can end up in the HTML, and U+2028/9 are escaped too.
 */
export interface JsonLdProductInput {
  name: string;
  description?: string | null;
  sku: string;
  ean?: string | null;
  brand?: string | null;
  url: string;
  images: string[];
  price: number;
  currency: string;
  available: boolean;
  ratingAverage?: number | null;
  reviewCount?: number;
}

const HTML_TAG = /<[^>]*>/g;

export function plainText(html: string | null | undefined, max = 500): string | undefined {
  if (!html) return undefined;
  const text = html.replace(HTML_TAG, " ").replace(/\s+/g, " ").trim();
  if (!text) return undefined;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function productJsonLd(input: JsonLdProductInput): Record<string, unknown> {
  const json: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: input.name,
    sku: input.sku,
    url: input.url,
    offers: {
      "@type": "Offer",
      price: input.price.toFixed(2),
      priceCurrency: input.currency,
      availability: input.available ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      url: input.url,
    },
  };
  const description = plainText(input.description);
  if (description) json.description = description;
  if (input.images.length > 0) json.image = input.images;
  if (input.ean) json.gtin13 = input.ean;
  if (input.brand) json.brand = { "@type": "Brand", name: input.brand };
  if (input.ratingAverage != null && (input.reviewCount ?? 0) > 0) {
    json.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: Math.round(input.ratingAverage * 10) / 10,
      reviewCount: input.reviewCount,
    };
  }
  return json;
}

/** JSON safe to place inside <script type="application/ld+json">. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
