import { describe, expect, it } from "vitest";
import { sessionKind } from "../../src/session/kind.js";
import { SessionToken, cookieAttributes, readToken, sanitizeToken } from "../../src/session/token.js";
import type { FastifyReply, FastifyRequest } from "fastify";

describe("sessionKind (SPEC §4)", () => {
  it("is ANONYMOUS without a token, whatever the context says", () => {
    expect(sessionKind(false, null)).toBe("ANONYMOUS");
    expect(sessionKind(false, { id: "c1", active: true, guest: false })).toBe("ANONYMOUS");
  });
  it("LOGGED_IN = customer && active && !guest", () => {
    expect(sessionKind(true, { id: "c1", active: true, guest: false })).toBe("LOGGED_IN");
  });
  it("CUSTOMER = customer && !guest (not active)", () => {
    expect(sessionKind(true, { id: "c1", active: false, guest: false })).toBe("CUSTOMER");
    expect(sessionKind(true, { id: "c1", guest: false })).toBe("CUSTOMER");
  });
  it("GUEST otherwise", () => {
    expect(sessionKind(true, null)).toBe("GUEST");
    expect(sessionKind(true, undefined)).toBe("GUEST");
    expect(sessionKind(true, { id: "c1", active: true, guest: true })).toBe("GUEST");
  });
});

function fakeRequest(headers: Record<string, string>, cookies: Record<string, string> = {}, protocol = "http") {
  return { headers, cookies, protocol } as unknown as FastifyRequest;
}

function fakeReply() {
  const headers: Record<string, string> = {};
  const cookies: { name: string; value: string; options: unknown }[] = [];
  const reply = {
    header(name: string, value: string) {
      headers[name] = value;
      return reply;
    },
    setCookie(name: string, value: string, options: unknown) {
      cookies.push({ name, value, options });
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, headers, cookies };
}

describe("SessionToken", () => {
  it("reads the header before the cookie, an empty header means header transport without token", () => {
    expect(readToken(fakeRequest({ "sw-context-token": "abc" }, { "sw-context-token": "zzz" }))).toEqual({
      token: "abc",
      transport: "header",
    });
    expect(readToken(fakeRequest({ "sw-context-token": "" }))).toEqual({ token: null, transport: "header" });
    expect(readToken(fakeRequest({}, { "sw-context-token": "zzz" }))).toEqual({ token: "zzz", transport: "cookie" });
    expect(sanitizeToken("bad token\r\nx")).toBeNull();
  });

  it("cookie clients get an httpOnly cookie (Secure only under https) and never the header", () => {
    const { reply, headers, cookies } = fakeReply();
    const token = new SessionToken(fakeRequest({}), reply, "auto");
    token.adopt("tok1");
    token.adopt("tok1");
    expect(cookies).toEqual([{ name: "sw-context-token", value: "tok1", options: cookieAttributes(false) }]);
    expect(headers).toEqual({});

    const secure = fakeReply();
    new SessionToken(fakeRequest({}, {}, "https"), secure.reply, "auto").adopt("tok2");
    expect(secure.cookies[0]?.options).toEqual({
      httpOnly: true,
      sameSite: "lax",
      secure: true,
      maxAge: 365 * 24 * 60 * 60,
      path: "/",
    });

    // The protocol is Fastify's (x-forwarded-proto only from a trusted proxy), never the raw header.
    const claimed = fakeReply();
    new SessionToken(fakeRequest({ "x-forwarded-proto": "https" }), claimed.reply, "auto").adopt("tok3");
    expect((claimed.cookies[0]?.options as { secure?: boolean } | undefined)?.secure).toBe(false);
  });

  it("header clients get the token back in the header, never a cookie", () => {
    const { reply, headers, cookies } = fakeReply();
    const token = new SessionToken(fakeRequest({ "sw-context-token": "old" }), reply, "auto");
    expect(headers["sw-context-token"]).toBe("old");
    token.adopt("new");
    expect(headers["sw-context-token"]).toBe("new");
    expect(cookies).toEqual([]);
  });
});
