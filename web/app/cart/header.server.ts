/**
 * What every page's header needs from the session: its kind (account menu) and the cart badge.
 * Read on the server, in ONE gateway request, and only when the visitor has the gateway's session
 * cookie: an anonymous visitor has no cart, so anonymous catalogue pages stay free of session calls.
 */
import { callGateway } from "~/account/gateway.server";
import { sessionKindFor } from "~/account/session.server";
import type { Fulfilment, SessionKind } from "~/generated/graphql";
import { readCookie } from "~/i18n/detect";
import { HeaderCartQuery } from "./documents";

/** Name of the gateway's httpOnly session cookie (only its presence is checked here). */
const SESSION_COOKIE = "sw-context-token";

export interface HeaderCart {
  itemCount: number;
  fulfilment: Fulfilment;
}

export interface HeaderSession {
  sessionKind: SessionKind | undefined;
  cart: HeaderCart | null;
}

export async function headerSessionFor(request: Request): Promise<HeaderSession> {
  if (!readCookie(request.headers.get("cookie"), SESSION_COOKIE)) return { sessionKind: "ANONYMOUS", cart: null };
  try {
    const result = await callGateway(request, HeaderCartQuery);
    if (result.data) return { sessionKind: result.data.session.kind, cart: result.data.cart };
    // A failing cart (non-null field) nulls the whole answer; the account menu still needs its kind.
    return { sessionKind: await sessionKindFor(request), cart: null };
  } catch {
    // The page itself reports an unreachable gateway; the header just does not know yet.
    return { sessionKind: undefined, cart: null };
  }
}
