/**
 * The session kind in components (header account menu, wishlist buttons), from the root loader:
 * rendered on the server and revalidated after every form submission (login, logout and
 * registration change it), so the browser never asks for it separately.
 */
import { useRouteLoaderData } from "react-router";
import type { SessionKind } from "~/generated/graphql";
import type { loader as rootLoader } from "~/root";

export function useSessionKind(): SessionKind | undefined {
  return useRouteLoaderData<typeof rootLoader>("root")?.sessionKind;
}

export function isLoggedIn(kind: SessionKind | undefined): boolean {
  return kind === "LOGGED_IN" || kind === "CUSTOMER";
}
