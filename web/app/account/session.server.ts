/**
 * The session kind for server rendering (header account menu, wishlist buttons). Read on the server
 * so the page needs no GraphQL request after hydration; a visitor without the gateway's session
 * cookie is anonymous without asking anyone, which keeps anonymous catalogue pages free of
 * session calls.
 */
import type { SessionKind } from "~/generated/graphql";
import { readCookie } from "~/i18n/detect";
import { AccountSessionQuery } from "./documents";
import { callGateway } from "./gateway.server";

/** Name of the gateway's httpOnly session cookie (only its presence is checked here). */
const SESSION_COOKIE = "sw-context-token";

export async function sessionKindFor(request: Request): Promise<SessionKind | undefined> {
  if (!readCookie(request.headers.get("cookie"), SESSION_COOKIE)) return "ANONYMOUS";
  try {
    const result = await callGateway(request, AccountSessionQuery);
    return result.data?.session.kind;
  } catch {
    // The page itself reports an unreachable gateway; the menu just does not know yet.
    return undefined;
  }
}
