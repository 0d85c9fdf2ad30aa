/** Which bytes the web server's React Router handler sends for an answer (server/documentHandler.mjs). */
import { describe, expect, it } from "vitest";
import { pageBytes } from "../server/documentHandler.mjs";

describe("pageBytes", () => {
  const bytes = new TextEncoder().encode("<!DOCTYPE html><html></html>");

  it("sends the slot's bytes for the page's own bodiless Response", () => {
    const page = new Response(null, { status: 200 });
    expect(pageBytes({ response: page, body: bytes }, page)).toBe(bytes);
  });

  it("streams every other answer: no slot, an empty slot, or a replacement with a body of its own", () => {
    const answer = new Response("redirect", { status: 302 });
    expect(pageBytes(undefined, answer)).toBeUndefined();
    expect(pageBytes({}, answer)).toBeUndefined();
    expect(pageBytes({ response: new Response(null), body: bytes }, answer)).toBeUndefined();
  });

  it("refuses a bodiless replacement of the page's Response instead of sending an empty page", () => {
    const page = new Response(null, { status: 200 });
    const wrapped = new Response(page.body, { status: 200, headers: { "x-wrapped": "1" } });
    expect(() => pageBytes({ response: page, body: bytes }, wrapped)).toThrow(/replaced without its bytes/);
  });
});
