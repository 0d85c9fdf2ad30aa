/**
 * Locale redirects that keep the page, at the real web server (server/index.mjs on the production build): a
 * stand-in gateway executes the real schema (schema/*.graphql) and knows a product, a category, an editorial
 * page and a page with no Italian path, each under its own path per language. What is checked is the wiring —
 * the first-load redirect goes to the SAME page's path in the wanted language (as its hreflang alternates say),
 * a path in the wrong language is sent to the page's path in the URL's language, an untranslated page stays
 * German, and what the catalogue does not know keeps the plain prefix. e2e/locale.spec.ts runs the real chain.
 * Needs `pnpm --filter @shop/web build`.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { graphql } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { receivedOperation } from "./support/graphql-request";
import { shopSchema } from "./support/schema";
import { startWebServer, type RunningWebServer } from "./support/webServer";

const schema = shopSchema;

type Paths = Partial<Record<"de" | "it" | "fr", string>>;
const PAGES: Paths[] = [
  { de: "/Aspirin-500-mg-20-Tabletten/SW10001", it: "/Aspirin-500-mg-20-compresse/SW10001", fr: "/Aspirin-500-mg-20-comprimes/SW10001" },
  { de: "/Medikamente/Schmerzen-Fieber/", it: "/Medicamenti/Dolori-febbre/", fr: "/Medicaments/Douleurs-fievre/" },
  { de: "/e/erkaeltung-vorbeugen", it: "/e/prevenire-il-raffreddore", fr: "/e/prevenir-le-rhume" },
  // A page the gateway names no Italian path for.
  { de: "/cp/nur-deutsch", fr: "/cp/seulement-allemand" },
];

/** route(path, locale) as the gateway answers it: the page known under `path` in that language, else NotFoundRoute. */
function route({ path, locale }: { path: string; locale?: string }, headerLocale: string) {
  const language = (locale ?? headerLocale) as keyof Paths;
  const page = PAGES.find((paths) => paths[language] === path);
  if (!page) return { __typename: "NotFoundRoute", path };
  const alternates = Object.entries(page).map(([code, alternate]) => ({ locale: code, path: alternate }));
  return {
    __typename: "LandingPageRoute",
    canonicalPath: path,
    locale: language,
    seo: { title: "Seite", description: null, keywords: null, robots: null },
    breadcrumbs: [],
    alternates,
    landingPage: { id: "lp1", name: "Seite", url: path, seo: { title: "Seite", description: null }, cmsPage: null },
  };
}

let gateway: Server;
let web: RunningWebServer;
const asked: string[] = [];

beforeAll(async () => {
  gateway = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", async () => {
      const { query, variables } = receivedOperation(req.method, req.url, body);
      const locale = String(req.headers["x-shop-locale"] ?? "de");
      const operation = /(?:query|mutation) (\w+)/.exec(query)?.[1] ?? "?";
      if (operation === "PageAlternates" || operation === "CatalogRoute") asked.push(`${operation} ${String(variables.locale ?? locale)} ${String(variables.path)}`);
      const rootValue = { route: (args: { path: string; locale?: string }) => route(args, locale), navigation: () => [], shopPaymentMethods: () => [] };
      const result = await graphql({ schema, source: query, variableValues: variables, rootValue });
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(result));
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
  web = await startWebServer(`http://127.0.0.1:${(gateway.address() as AddressInfo).port}`);
}, 30_000);

afterAll(() => {
  web?.child.kill("SIGTERM");
  gateway?.close();
});

/** A first load (no referer) with the given browser language and cookie; redirects are not followed. */
async function open(path: string, { browser = "de-CH", cookie }: { browser?: string; cookie?: string } = {}) {
  const response = await fetch(`${web.url}${path}`, {
    redirect: "manual",
    headers: { "accept-language": browser, ...(cookie ? { cookie: `i18n_redirected=${cookie}` } : {}) },
  });
  return { status: response.status, location: response.headers.get("location"), setCookie: response.headers.get("set-cookie") };
}

describe("a German link opened by an Italian or French visitor", () => {
  it("goes to the same product, category and editorial page in that language (302, cookie stored)", async () => {
    for (const page of PAGES.slice(0, 3)) {
      expect(await open(page.de!, { browser: "fr-CH" }), page.de).toMatchObject({ status: 302, location: `/fr${page.fr}` });
      expect(await open(page.de!, { cookie: "it" }), page.de).toMatchObject({ status: 302, location: `/it${page.it}` });
    }
    const first = await open(`${PAGES[0]!.de}?ref=newsletter`, { browser: "fr-CH" });
    expect(first.location).toBe(`/fr${PAGES[0]!.fr}?ref=newsletter`);
    expect(first.setCookie).toMatch(/^i18n_redirected=fr;/);
  });

  it("stays on the German page when the page has no path in that language", async () => {
    const response = await open("/cp/nur-deutsch", { browser: "it-CH" });
    expect(response.status).toBe(200);
    expect(response.location).toBeNull();
    // The visitor's language is not overwritten by the German page they were left on.
    expect(response.setCookie ?? "").not.toMatch(/i18n_redirected/);
    expect(await open("/cp/nur-deutsch", { browser: "fr-CH" })).toMatchObject({ status: 302, location: "/fr/cp/seulement-allemand" });
  });

  it("keeps the plain prefix for pages the catalogue does not know (static pages, login)", async () => {
    expect(await open("/shipping", { browser: "fr-CH" })).toMatchObject({ status: 302, location: "/fr/shipping" });
    expect(await open("/login?redirect=%2Fwishlist", { cookie: "it" })).toMatchObject({ status: 302, location: "/it/login?redirect=%2Fwishlist" });
  });
});

describe("a path in another language than its prefix", () => {
  it("goes (301) to the same page's path in the URL's language, for any browser", async () => {
    expect(await open("/fr/Medikamente/Schmerzen-Fieber/")).toMatchObject({ status: 301, location: "/fr/Medicaments/Douleurs-fievre/" });
    expect(await open("/it/e/prevenir-le-rhume", { browser: "fr-CH" })).toMatchObject({ status: 301, location: "/it/e/prevenire-il-raffreddore" });
  });

  it("an Italian or French link without its prefix: the German page for a German visitor, theirs for the others", async () => {
    expect(await open("/Aspirin-500-mg-20-comprimes/SW10001", { cookie: "de" })).toMatchObject({ status: 301, location: "/Aspirin-500-mg-20-Tabletten/SW10001" });
    expect(await open("/Aspirin-500-mg-20-comprimes/SW10001", { browser: "fr-CH" })).toMatchObject({ status: 302, location: "/fr/Aspirin-500-mg-20-comprimes/SW10001" });
  });

  it("a path no language knows stays a 404", async () => {
    asked.length = 0;
    expect((await open("/fr/gibt-es-nicht")).status).toBe(404);
    expect(asked.sort()).toEqual(["CatalogRoute fr /gibt-es-nicht", "PageAlternates de /gibt-es-nicht", "PageAlternates it /gibt-es-nicht"]);
  });
});
