import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import type { FastifyInstance } from "fastify";
import { createPlatform } from "./helpers.js";
import { normaliseWidth } from "../src/media/urls.js";
import { productId } from "../src/seed/ids.js";

describe("normaliseWidth", () => {
  it.each([
    [undefined, 800],
    ["", 800],
    ["abc", 800],
    ["-5", 800],
    ["1", 100],
    ["350", 400],
    ["400", 400],
    ["401", 500],
    ["1900", 1900],
    ["1901", 1900], // rounds to 2000 > 1920 -> capped
    ["2500", 1900],
    [120, 200],
  ])("%s -> %s", (input, expected) => {
    expect(normaliseWidth(input)).toBe(expected);
  });
});

describe("GET /media/:file", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = createPlatform().app;
    await app.ready();
  });
  afterAll(async () => app.close());

  it("renders a square webp at the normalised width, without an access key", async () => {
    const res = await app.inject({ method: "GET", url: `/media/${productId("SW10001")}.webp?width=350` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(400);
    expect(meta.height).toBe(400);
  });

  it("defaults to 800 and caps at 1900", async () => {
    const def = await app.inject({ method: "GET", url: `/media/${productId("SW10002")}.webp` });
    expect((await sharp(def.rawPayload).metadata()).width).toBe(800);
    const big = await app.inject({ method: "GET", url: `/media/${productId("SW10002")}.webp?width=4000` });
    expect((await sharp(big.rawPayload).metadata()).width).toBe(1900);
  });

  it("unknown media -> 404 in Shopware's error shape", async () => {
    const res = await app.inject({ method: "GET", url: `/media/${"0".repeat(32)}.webp` });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].status).toBe("404");
  });
});
