/**
 * The shop's own media are root-relative in everything the web hands the browser (catalog/mediaUrls.ts): the
 * gateway's answers as its server reads them (loader and action data) and as its /graphql proxy passes them on;
 * CDN URLs stay absolute, JSON-LD gets absolute URLs again.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { parse } from "graphql";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { absoluteUrl, shopRelativeMedia } from "~/catalog/mediaUrls";
import { sendOperation } from "~/apollo/operation";
import { proxyToGateway } from "~/routes/graphql";

const SHOP = "https://shop.example.ch";
const answer = (host: string) =>
  JSON.stringify({
    data: {
      product: {
        cover: { url: `${host}/media/a.webp`, thumbnails: [{ url: `${host}/media/a.webp?width=400`, width: 400 }, { url: `${host}/thumbnail/a/a_800x800.webp`, width: 800 }] },
        cdn: "https://cdn.example.ch/media/b.webp",
        page: `${host}/detail/p1`,
        html: `<img src="${host}/media/c.webp">`,
      },
    },
  });

describe("shopRelativeMedia", () => {
  it("makes the shop's /media/ and /thumbnail/ URLs root-relative and leaves every other URL", () => {
    expect(JSON.parse(shopRelativeMedia(answer(SHOP), SHOP))).toEqual({
      data: {
        product: {
          cover: { url: "/media/a.webp", thumbnails: [{ url: "/media/a.webp?width=400", width: 400 }, { url: "/thumbnail/a/a_800x800.webp", width: 800 }] },
          cdn: "https://cdn.example.ch/media/b.webp",
          page: `${SHOP}/detail/p1`,
          html: '<img src="/media/c.webp">',
        },
      },
    });
    // another host's media (a Shopware's own, MEDIA_PUBLIC_URL=upstream) stay as they are
    expect(shopRelativeMedia(answer("http://127.0.0.1:8000"), SHOP)).toBe(answer("http://127.0.0.1:8000"));
  });

  it("gives absolute URLs back where they are required", () => {
    expect(absoluteUrl("/media/a.webp?width=800", SHOP)).toBe(`${SHOP}/media/a.webp?width=800`);
    expect(absoluteUrl("https://cdn.example.ch/media/b.webp", SHOP)).toBe("https://cdn.example.ch/media/b.webp");
    expect(absoluteUrl("//cdn.example.ch/media/b.webp", SHOP)).toBe("//cdn.example.ch/media/b.webp");
  });
});

describe("gateway answers in the web", () => {
  let gateway: Server;
  let url = "";
  const storeHost = process.env.STORE_HOST;

  beforeAll(async () => {
    gateway = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/graphql-response+json", etag: 'W/"abc"' }).end(answer(SHOP));
    });
    await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/graphql`;
    process.env.STORE_HOST = `${SHOP}/`;
  });

  afterEach(() => {
    process.env.STORE_HOST = `${SHOP}/`;
  });

  afterAll(async () => {
    if (storeHost === undefined) delete process.env.STORE_HOST;
    else process.env.STORE_HOST = storeHost;
    await new Promise((resolve) => gateway.close(resolve));
  });

  it("the server's own calls (loaders, actions) read root-relative media", async () => {
    const { body } = await sendOperation<{ product: { cover: { url: string }; cdn: string } }>(parse("query P { product { id } }"), {}, {}, url);
    expect(body?.data?.product.cover.url).toBe("/media/a.webp");
    expect(body?.data?.product.cdn).toBe("https://cdn.example.ch/media/b.webp");
    // a web configured for another origin leaves them absolute: they are not its own
    process.env.STORE_HOST = "http://localhost:3000";
    const other = await sendOperation<{ product: { cover: { url: string } } }>(parse("query P { product { id } }"), {}, {}, url);
    expect(other.body?.data?.product.cover.url).toBe(`${SHOP}/media/a.webp`);
  });

  it("the browser's /graphql answers carry root-relative media, with the gateway's ETag", async () => {
    const response = await proxyToGateway(new Request("http://192.168.1.20:3000/graphql?extensions=%7B%7D"), url);
    expect(response.headers.get("etag")).toBe('W/"abc"');
    const body = (await response.json()) as { data: { product: { cover: { url: string; thumbnails: { url: string }[] } } } };
    expect(body.data.product.cover.url).toBe("/media/a.webp");
    expect(body.data.product.cover.thumbnails.map((t) => t.url)).toEqual(["/media/a.webp?width=400", "/thumbnail/a/a_800x800.webp"]);
  });
});
