/**
 * Development stand-in for the gateway: serves schema/*.graphql with fixed data on
 * MOCK_GATEWAY_PORT (default 4100). Lets the storefront run without platform/gateway:
 *   pnpm exec tsx web/test/support/mock-gateway.ts & GATEWAY_URL=http://127.0.0.1:4100 pnpm --filter @shop/web start
 * It logs every request (locale header, cookie) so forwarding can be checked.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { buildSchema, graphql } from "graphql";
import { receivedOperation } from "./graphql-request";

const schemaDir = fileURLToPath(new URL("../../../schema/", import.meta.url));
const sdl = readdirSync(schemaDir)
  .filter((file) => file.endsWith(".graphql"))
  .sort((a, b) => (a === "base.graphql" ? -1 : b === "base.graphql" ? 1 : a.localeCompare(b)))
  .map((file) => readFileSync(schemaDir + file, "utf8"))
  .join("\n");
const schema = buildSchema(sdl);

type Locale = "de" | "it" | "fr";
const port = Number(process.env.MOCK_GATEWAY_PORT ?? 4100);

const names: Record<Locale, string[]> = {
  de: ["Gesundheit", "Schönheit & Pflege", "Baby & Familie", "Haushalt", "Aktionen"],
  it: ["Salute", "Bellezza e cura", "Bebè e famiglia", "Casa", "Promozioni"],
  fr: ["Santé", "Beauté et soins", "Bébé et famille", "Maison", "Promotions"],
};
const products = [
  ["Bepanthen Wund- und Heilsalbe 30 g", "Bayer", 12.9, null],
  ["Vitamin C Brausetabletten 20 Stk", "Burgerstein", 18.5, 21.9],
  ["Sonnenspray LSF 50 200 ml", "Daylong", 24.9, null],
  ["Nasenspray Meerwasser 20 ml", "Triomer", 9.8, null],
  ["Magnesium 375 Sticks 30 Stk", "Diasporal", 32.4, null],
  ["Handcreme Intensiv 75 ml", "Neutrogena", 7.7, 8.9],
  ["Fieberthermometer digital", "Microlife", 19.9, null],
  ["Pflaster Sensitive 20 Stk", "Hansaplast", 5.5, null],
] as const;

function image(index: number): string {
  const hue = [140, 160, 120, 180, 100, 150, 170, 130][index % 8];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="hsl(${hue} 40% 95%)"/><rect x="130" y="90" width="140" height="220" rx="24" fill="hsl(${hue} 45% 40%)"/><rect x="150" y="150" width="100" height="60" rx="8" fill="#fff"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function root(locale: Locale) {
  return {
    ping: true,
    navigation: () =>
      names[locale].map((name, i) => ({
        id: `cat-${i}`,
        name,
        url: `/navigation/cat-${i}`,
        external: false,
        linkType: "CATEGORY",
        children: [1, 2, 3].map((n) => ({
          id: `cat-${i}-${n}`,
          name: `${name} ${n}`,
          url: `/navigation/cat-${i}-${n}`,
          external: false,
          linkType: "CATEGORY",
          children: [],
        })),
      })),
    products: ({ limit = 10, page = 1 }: { limit?: number; page?: number }) => ({
      total: products.length,
      page,
      limit,
      items: products.slice(0, limit).map(([name, manufacturer, price, list], i) => ({
        id: `p${i}`,
        productNumber: `SW-${1000 + i}`,
        name: `${name}${locale === "de" ? "" : ` (${locale})`}`,
        description: null,
        url: `/detail/p${i}`,
        manufacturer,
        available: i !== 3,
        cover: { url: image(i), alt: name, width: 400, height: 400 },
        price: {
          unitPrice: { amount: price, currency: "CHF" },
          listPrice: list === null ? null : { amount: list, currency: "CHF" },
        },
      })),
    }),
    session: () => ({
      kind: "ANONYMOUS",
      locale,
      currency: { id: "chf", isoCode: "CHF", symbol: "CHF" },
      taxState: "gross",
      countryId: null,
      navigationCategoryId: "root",
    }),
    languages: [],
  };
}

createServer((req, res) => {
  let body = "";
  req.on("data", (chunk) => (body += chunk));
  req.on("end", async () => {
    const header = String(req.headers["x-shop-locale"] ?? "de");
    const locale: Locale = header === "it" || header === "fr" ? header : "de";
    const url = new URL(req.url ?? "/", "http://mock");
    const params = receivedOperation(req.method, req.url, body);
    console.log(`${req.method} ${url.pathname} locale=${locale} cookie=${req.headers.cookie ?? "-"} op=${params.operationName ?? "-"}`);
    const result = await graphql({ schema, source: params.query ?? "", rootValue: root(locale), variableValues: params.variables });
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify(result));
  });
}).listen(port, "127.0.0.1", () => console.log(`mock gateway on http://127.0.0.1:${port}/graphql`));
