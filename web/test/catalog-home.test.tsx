/**
 * Home follows Shopware: when the home category has a CMS layout, the page IS that layout — no fallback listing with
 * filters (not even asked for), and the "popular products" only for a layout without products of its own. Plus the
 * product card's compact markup (CSS heart, CSS stars) keeping every name and test id.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { createIntl, IntlProvider, RawIntlProvider } from "react-intl";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApolloLoaderExtras } from "~/apollo/loader";
import type { CmsPageData, Listing, ProductCard as ProductCardData, RouteData } from "~/catalog/documents";
import { loadCatalogPage } from "~/catalog/pageLoader";
import { dropPlainTypenames } from "~/catalog/typenames";
import { loadPageParts } from "~/components/pageParts";
import { RoutePage } from "~/components/catalog/RoutePage";
import { ProductReviews } from "~/components/catalog/ProductReviews";
import { Stars } from "~/components/catalog/Stars";
import { NavItemLink } from "~/components/NavItemLink";
import { blockMargins } from "~/components/cms/CmsPage";
import type { CatalogRouteQuery } from "~/generated/graphql";
import { MESSAGES } from "~/i18n/messages";
import { LOCALE_TAGS } from "~/i18n/locales";

const money = (amount: number) => ({ __typename: "Money" as const, amount, currency: "CHF" });

function product(n: number): ProductCardData {
  return {
    __typename: "Product",
    id: n.toString(16).padStart(32, "0"),
    name: `Produkt ${n}`,
    url: `/Produkt-${n}/SW1000${n}`,
    manufacturer: "Bayer",
    available: true,
    shippingFree: false,
    isNew: false,
    ratingAverage: 3.3,
    packing: "20 Tabletten",
    cover: {
      __typename: "Image",
      url: `http://media.test/${n}.webp`,
      alt: `Produkt ${n}`,
      width: 800,
      height: 800,
      thumbnails: [{ __typename: "Thumbnail", url: `http://media.test/${n}.webp?width=400`, width: 400 }],
    },
    availability: { __typename: "Availability", state: "DISPATCHED_TODAY" },
    price: {
      __typename: "ProductPrice",
      unitPrice: money(8.9),
      listPrice: money(10.5),
      discountPercentage: 15.2,
      hasRange: false,
      fromPrice: null,
      referencePrice: null,
    },
  };
}

const visibility = { __typename: "DeviceVisibility" as const, mobile: true, tablet: true, desktop: true };

/** A layout with one block holding `element` (the seeded home: a product slider after a text with its own h1). */
function cmsPage(...elements: CmsPageData["sections"][number]["blocks"][number]["slots"][number]["element"][]): CmsPageData {
  return {
    __typename: "CmsPage",
    type: "landingpage",
    sections: [
      {
        __typename: "CmsSection",
        type: "default",
        sizingMode: "boxed",
        mobileBehavior: null,
        backgroundColor: null,
        cssClass: null,
        visibility,
        blocks: elements.map((element, index) => ({
          __typename: "CmsBlock" as const,
          type: "block",
          sectionPosition: "main",
          marginTop: null,
          marginBottom: null,
          marginLeft: null,
          marginRight: null,
          backgroundColor: null,
          cssClass: null,
          visibility,
          slots: [{ __typename: "CmsSlot" as const, id: `slot-${index}`, slot: "content", type: "x", element }],
        })),
      },
    ],
  };
}

const heading = { __typename: "CmsText" as const, html: "<h1>Ihre Online-Apotheke</h1>" };
const slider = { __typename: "CmsProductSlider" as const, title: "Bestseller", products: [product(1), product(2)] };

function listing(items: ProductCardData[]): Listing {
  return {
    __typename: "ProductListing",
    total: items.length,
    page: 1,
    limit: 24,
    pageCount: 1,
    sort: "name-asc",
    sortings: [],
    items,
    filters: { __typename: "ListingFilters", price: null, manufacturers: [], properties: [], maxRating: null, shippingFreeAvailable: false },
    applied: { __typename: "AppliedFilters", minPrice: null, maxPrice: null, properties: [], manufacturers: [], minRating: null, shippingFree: false },
  } as unknown as Listing;
}

function categoryRoute({ isHome, cms, withListing }: { isHome: boolean; cms: CmsPageData | null; withListing?: Listing }): RouteData {
  return {
    __typename: "CategoryRoute",
    canonicalPath: isHome ? "/" : "/Medikamente/",
    seo: { __typename: "Seo", title: "Medikamente", description: null },
    breadcrumbs: [],
    alternates: [],
    isHome,
    category: {
      __typename: "Category",
      id: "c".repeat(32),
      name: isHome ? "Home" : "Medikamente",
      description: null,
      type: "PAGE",
      cmsPage: cms,
      children: [{ __typename: "NavigationEntry", name: "Schmerzen", url: "/Medikamente/Schmerzen/", external: false }],
    },
    ...(withListing ? { listing: withListing } : {}),
  } as unknown as RouteData;
}

function render(node: React.ReactNode): string {
  const Stub = createRoutesStub([{ path: "/", Component: () => <>{node}</> }]);
  return renderToStaticMarkup(
    <IntlProvider locale={LOCALE_TAGS.de} messages={MESSAGES.de}>
      <Stub initialEntries={["/"]} />
    </IntlProvider>,
  );
}

/** The page loader against a recorded gateway answer: the variables it sent and what it hands to the page. */
async function loadHome(answer: CatalogRouteQuery, path = "/") {
  const sent: unknown[] = [];
  const extras: ApolloLoaderExtras & { request: Request } = {
    request: new Request("http://shop.test/", { headers: { cookie: "i18n_redirected=de" } }),
    query: (async (_document: unknown, variables: unknown) => {
      sent.push(variables);
      return structuredClone(answer);
    }) as ApolloLoaderExtras["query"],
    waitForQueries: async () => undefined,
  };
  const result = await loadCatalogPage(extras, path);
  return { sent, result };
}

// renderToStaticMarkup cannot wait: the lazily loaded page parts (CMS layout, listing) first.
beforeAll(() => loadPageParts());

describe("home is its CMS layout", () => {
  it("renders the layout's product slider and neither a listing with filters nor the 'popular products' fallback", () => {
    const html = render(<RoutePage route={categoryRoute({ isHome: true, cms: cmsPage(heading, slider) })} />);
    expect(html).toContain('data-testid="cms-product-slider"');
    expect(html.match(/data-testid="product-tile"/g)).toHaveLength(2);
    expect(html).not.toContain('data-testid="filters"');
    expect(html).not.toContain('data-testid="listing-total"');
    expect(html).not.toContain('data-testid="home-products"');
    // The layout's own h1; the page adds no second one.
    expect(html.match(/<h1/g)).toHaveLength(1);
  });

  it("a home without a layout gets its hero and the 'popular products' passed in", () => {
    const html = render(<RoutePage route={categoryRoute({ isHome: true, cms: null })} homeProducts={[product(3)]} />);
    expect(html).toContain('data-testid="home-products"');
    expect(html).toContain("Produkt 3");
    expect(html).toContain('class="hero hero--home"');
    expect(html).not.toContain('data-testid="filters"');
  });

  it("other listing categories keep their listing below a layout without one", () => {
    const html = render(<RoutePage route={categoryRoute({ isHome: false, cms: cmsPage(heading), withListing: listing([product(4), product(5)]) })} />);
    expect(html).toContain('data-testid="listing-total"');
    expect(html).toContain("Produkt 4");
  });

  it("the loader skips the listing on home and drops the fallback products when the layout shows products", async () => {
    const { sent, result } = await loadHome({
      __typename: "Query",
      homeProducts: { __typename: "ProductListing", items: [product(7)] },
      route: categoryRoute({ isHome: true, cms: cmsPage(heading, slider) }),
    } as unknown as CatalogRouteQuery);
    expect(sent).toEqual([expect.objectContaining({ path: "/", home: true })]);
    expect(result.page.homeProducts).toBeUndefined();
    expect(JSON.stringify(result.page)).not.toContain("Produkt 7");
    // Subcategory chips are not rendered under a layout: not serialised either.
    expect(result.page.route.__typename === "CategoryRoute" && result.page.route.category.children).toEqual([]);
  });

  it("the SEO fields reach the browser once, as the loader's head, not again inside the page data", async () => {
    const route = { ...categoryRoute({ isHome: false, cms: cmsPage(heading) }), alternates: [{ __typename: "AlternatePath", locale: "it", path: "/it-medicinali/" }] };
    const { result } = await loadHome({ __typename: "Query", route } as unknown as CatalogRouteQuery, "/Medikamente/");
    expect(result.head).toEqual({ title: "Medikamente", description: null, canonicalPath: "/Medikamente/", alternates: { it: "/it-medicinali/" } });
    for (const field of ["seo", "canonicalPath", "alternates"]) expect(result.page.route).not.toHaveProperty(field);
    expect(JSON.stringify(result.page)).not.toContain("/it-medicinali/");
  });

  it("the loader keeps the fallback products for a layout without products, whose layout has none", async () => {
    const { result } = await loadHome({
      __typename: "Query",
      homeProducts: { __typename: "ProductListing", items: [product(7)] },
      route: categoryRoute({ isHome: true, cms: cmsPage(heading) }),
    } as unknown as CatalogRouteQuery);
    expect(result.page.homeProducts?.items.map((item) => item.name)).toEqual(["Produkt 7"]);
  });

  it("a listing category's layout shows the route's listing in its listing slot; the slot's own items are not serialised", async () => {
    const slotListing = { __typename: "CmsProductListing" as const, listing: { __typename: "ProductListing", items: [product(11), product(12)] } };
    const route = categoryRoute({ isHome: false, cms: cmsPage(heading, slotListing as never), withListing: listing([product(13)]) });
    const html = render(<RoutePage route={route} />);
    expect(html).toContain("Produkt 13");
    expect(html).not.toContain("Produkt 11");
    expect(html.match(/data-testid="listing"/g)).toHaveLength(1);

    const { result } = await loadHome({ __typename: "Query", route } as unknown as CatalogRouteQuery, "/Medikamente/");
    const page = JSON.stringify(result.page);
    expect(page).toContain("Produkt 13");
    expect(page).not.toContain("Produkt 11");
    // Rendered from the loader's data, the page is the same.
    expect(render(<RoutePage route={result.page.route as RouteData} />)).toBe(html);
  });

  it("home reached by its technical path is not serialised with the listing it was asked with", async () => {
    const { sent, result } = await loadHome(
      { __typename: "Query", route: categoryRoute({ isHome: true, cms: cmsPage(heading, slider), withListing: listing([product(8)]) }) } as unknown as CatalogRouteQuery,
      `/navigation/${"c".repeat(32)}`,
    );
    expect(sent).toEqual([expect.objectContaining({ home: false })]);
    expect(result.page.route).not.toHaveProperty("listing");
    expect(JSON.stringify(result.page)).not.toContain("Produkt 8");
  });
});

describe("page data without plain __typename", () => {
  it("keeps the type only where the page switches on it (route kind, CMS element) and keeps shared objects shared", () => {
    const shared = product(1);
    const data = dropPlainTypenames({ route: categoryRoute({ isHome: true, cms: cmsPage({ ...slider, products: [shared, shared] }) }) });
    const route = data.route as Extract<RouteData, { __typename: "CategoryRoute" }>;
    expect(route.__typename).toBe("CategoryRoute");
    const element = route.category.cmsPage!.sections[0]!.blocks[0]!.slots[0]!.element;
    expect(element.__typename).toBe("CmsProductSlider");
    const products = (element as typeof slider).products;
    expect(products[0]).toBe(products[1]);
    expect(products[0]).not.toHaveProperty("__typename");
    expect(products[0]!.price.unitPrice).not.toHaveProperty("__typename");
    expect(route.category).not.toHaveProperty("__typename");
  });
});

describe("stars", () => {
  it("read the average to one decimal and the review count (role=img hides its children), fill to the nearest half", () => {
    const one = render(<Stars value={4.04} count={1} />);
    expect(one).toContain('aria-label="4 von 5 Sternen, 1 Bewertung"');
    const many = render(<Stars value={3.26} count={12} />);
    expect(many).toContain('aria-label="3.3 von 5 Sternen, 12 Bewertungen"');
    expect(many).toContain('style="--fill:70%"');
    expect(many).not.toContain('aria-hidden="true">(12)');
  });

  it("label every average and count of their own through one intl object per locale, as the server shares it", () => {
    const intls = { de: createIntl({ locale: LOCALE_TAGS.de, messages: MESSAGES.de }), it: createIntl({ locale: LOCALE_TAGS.it, messages: MESSAGES.it }) };
    const label = (locale: "de" | "it", node: React.ReactNode) => {
      const Stub = createRoutesStub([{ path: "*", Component: () => <>{node}</> }]);
      const html = renderToStaticMarkup(
        <RawIntlProvider value={intls[locale]}>
          <Stub initialEntries={[locale === "de" ? "/" : "/it/"]} />
        </RawIntlProvider>,
      );
      return /aria-label="([^"]*)"/.exec(html)?.[1];
    };
    for (let round = 0; round < 2; round++) {
      expect(label("de", <Stars value={3.26} count={12} />)).toBe("3.3 von 5 Sternen, 12 Bewertungen");
      expect(label("de", <Stars value={3.26} />)).toBe("3.3 von 5 Sternen");
      expect(label("de", <Stars value={3.26} count={1} />)).toBe("3.3 von 5 Sternen, 1 Bewertung");
      expect(label("de", <Stars value={4.5} count={12} />)).toBe("4.5 von 5 Sternen, 12 Bewertungen");
      expect(label("it", <Stars value={3.26} count={12} />)).toBe(intls.it.formatMessage({ id: "catalog.rating.labelWithCount" }, { value: "3.3", count: 12 }));
    }
  });
});

describe("product card markup", () => {
  it("draws the heart and the stars by CSS and keeps names and test ids", () => {
    const html = render(<RoutePage route={categoryRoute({ isHome: true, cms: cmsPage(heading, slider) })} />);
    const card = html.slice(html.indexOf('<article class="product-card"'), html.indexOf("</article>") + 10);
    // the heart is the wishlist button's CSS (a mask), no SVG per card
    expect(card).toContain('data-testid="wishlist-button" aria-label="Produkt 1 auf die Merkliste setzen"></button>');
    expect(card).not.toContain("<svg");
    expect(card).not.toContain("★");
    expect(card).toContain('style="--fill:70%"');
    expect(card).not.toContain('class="product-card__badges"');
    expect(card).toContain('aria-label="Produkt 1 auf die Merkliste setzen"');
    expect(card).toContain('aria-label="In den Warenkorb: Produkt 1"');
    // The average 3.3 fills 3½ stars but is read as itself, the number the product page prints beside its stars.
    expect(card).toMatch(/role="img" aria-label="3.3 von 5 Sternen"/);
    for (const id of ["product-tile", "product-link", "wishlist-button", "stars", "price", "availability", "quick-add-form", "quick-add", "manufacturer"]) {
      expect(card).toContain(`data-testid="${id}"`);
    }
    expect(card).toContain(">−15%<");
    // without a reference price the price is one paragraph, no wrapper around it
    expect(card).toContain('<p class="product-price product-price__main"><span class="product-price__amount product-price__amount--sale" data-testid="price">');
    // The availability dot is the paragraph's ::before; a tile's quick add posts no quantity (one piece).
    expect(card).toMatch(/<p class="availability"[^>]*>Versand heute<\/p>/);
    expect(card).not.toContain('name="quantity"');
    expect(card).toContain('<input type="hidden" name="productId" value="00000000000000000000000000000001"/>');
  });

  it("a rating is one element: the stars are its CSS, the count its one text node", () => {
    const card = render(<RoutePage route={categoryRoute({ isHome: true, cms: cmsPage(heading, slider) })} />);
    expect(card).toMatch(/<span class="stars" role="img" aria-label="3.3 von 5 Sternen" data-testid="stars" data-value="3.5" style="--fill:70%"><\/span>/);
    expect(render(<Stars value={3.26} count={12} />)).toMatch(/ style="--fill:70%">\(12\)<\/span>$/);
  });

  it("the review summary's rows are one element each and texts are single nodes", () => {
    const html = render(
      <ProductReviews
        reviews={{
          __typename: "ReviewList",
          total: 3,
          averageRating: 3.3,
          ratingCount: 3,
          distribution: [5, 4, 3, 2, 1].map((points) => ({ __typename: "RatingCount" as const, points, count: points === 4 ? 1 : points === 3 ? 2 : 0 })),
          items: [
            { __typename: "Review", id: "r1", title: "In Ordnung", content: "Gut.", points: 3, author: "Monika S.", createdAt: "2024-12-22T10:00:00Z", comment: null, language: "de" },
          ],
        }}
      />,
    );
    // the bar is the row's ::after, filled to --share; the text says the same count
    expect(html).toContain('<li style="--share:0%">5 Sterne: 0 Bewertungen</li>');
    expect(html).toMatch(/<li style="--share:33.3+\d*%">4 Sterne: 1 Bewertung<\/li>/);
    expect(html).toContain(">Monika S. · 22.12.2024</p>");
    expect(html).not.toContain("<!-- -->");
    expect(render(<NavItemLink url="https://www.swissmedic.ch/" external>Swissmedic</NavItemLink>)).toContain(
      '>Swissmedic<span class="visually-hidden"> (öffnet eine externe Website)</span></a>',
    );
  });

  it("a CMS block's four margins are one declaration; fewer stay single", () => {
    expect(blockMargins({ marginTop: "20px", marginRight: "0px", marginBottom: "20px", marginLeft: "0px" })).toEqual({ margin: "20px 0px 20px 0px" });
    expect(blockMargins({ marginTop: "20px", marginRight: null, marginBottom: null, marginLeft: null })).toEqual({
      marginTop: "20px",
      marginBottom: undefined,
      marginLeft: undefined,
      marginRight: undefined,
    });
  });

});
