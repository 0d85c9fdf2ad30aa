/**
 * Ownership of the Store API context token (SPEC §4 Session).
 *
 * - Browsers: httpOnly cookie `sw-context-token` (SameSite=Lax, Secure under https,
 *   Max-Age 365 days, path /). Set only once a session is actually needed, and updated
 *   whenever the upstream hands out a different token.
 * - Non-browser clients (mobile, kiosk): send the `sw-context-token` request header
 *   (an empty value means "no session yet") and get the current token back in the
 *   `sw-context-token` response header. Cookie clients never get that header.
 * - The token is never part of a GraphQL response body.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
// Type augmentation: request.cookies / reply.setCookie.
import type {} from "@fastify/cookie";
import type { CookieSecureMode } from "../config.js";

export const CONTEXT_TOKEN_COOKIE = "sw-context-token";
export const CONTEXT_TOKEN_HEADER = "sw-context-token";
export const CONTEXT_TOKEN_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const TOKEN_PATTERN = /^[A-Za-z0-9_.-]{1,256}$/;

export type TokenTransport = "cookie" | "header";

export function sanitizeToken(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return TOKEN_PATTERN.test(trimmed) ? trimmed : null;
}

/** Reads the token and how the client carries it. The header wins over the cookie. */
export function readToken(request: Pick<FastifyRequest, "headers" | "cookies">): {
  token: string | null;
  transport: TokenTransport;
} {
  const header = request.headers[CONTEXT_TOKEN_HEADER];
  if (header !== undefined) {
    return { token: sanitizeToken(Array.isArray(header) ? header[0] : header), transport: "header" };
  }
  return { token: sanitizeToken(request.cookies?.[CONTEXT_TOKEN_COOKIE]), transport: "cookie" };
}

/**
 * True when the client reached us over https: Fastify's `request.protocol` reads x-forwarded-proto only from a
 * GATEWAY_TRUST_PROXY peer (the web tier), so a client talking to the gateway directly cannot flip the flag.
 */
export function isHttpsRequest(request: Pick<FastifyRequest, "protocol">): boolean {
  return request.protocol === "https";
}

export interface CookieAttributes {
  httpOnly: true;
  sameSite: "lax";
  secure: boolean;
  maxAge: number;
  path: "/";
}

export function cookieAttributes(secure: boolean): CookieAttributes {
  return { httpOnly: true, sameSite: "lax", secure, maxAge: CONTEXT_TOKEN_MAX_AGE_SECONDS, path: "/" };
}

/** Per-request holder of the context token; writes cookie/header changes to the reply. */
export class SessionToken {
  readonly transport: TokenTransport;
  private current: string | null;

  constructor(
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
    private readonly cookieSecure: CookieSecureMode,
  ) {
    const { token, transport } = readToken(request);
    this.current = token;
    this.transport = transport;
    if (transport === "header" && token) reply.header(CONTEXT_TOKEN_HEADER, token);
  }

  get token(): string | null {
    return this.current;
  }

  get hasToken(): boolean {
    return this.current !== null;
  }

  /**
   * Forgets the token (logout when the upstream did not hand out a new one): cookie clients get an
   * expired cookie, header clients an empty `sw-context-token` header ("no session").
   */
  clear(): void {
    if (this.current === null) return;
    this.current = null;
    if (this.transport === "header") {
      this.reply.header(CONTEXT_TOKEN_HEADER, "");
      return;
    }
    const secure =
      this.cookieSecure === "always" || (this.cookieSecure === "auto" && isHttpsRequest(this.request));
    this.reply.setCookie(CONTEXT_TOKEN_COOKIE, "", { ...cookieAttributes(secure), maxAge: 0 });
  }

  /** Stores a token handed out by the upstream, if it differs from the current one. */
  adopt(token: string | null | undefined): void {
    const next = sanitizeToken(token);
    if (!next || next === this.current) return;
    this.current = next;
    if (this.transport === "header") {
      this.reply.header(CONTEXT_TOKEN_HEADER, next);
      return;
    }
    const secure =
      this.cookieSecure === "always" || (this.cookieSecure === "auto" && isHttpsRequest(this.request));
    this.reply.setCookie(CONTEXT_TOKEN_COOKIE, next, cookieAttributes(secure));
  }
}
