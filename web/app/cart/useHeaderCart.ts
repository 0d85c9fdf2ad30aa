/** The header's cart (badge count, current fulfilment) from the root loader, rendered on the server. */
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import type { HeaderCart } from "./header.server";

export function useHeaderCart(): HeaderCart | null {
  return useRouteLoaderData<typeof rootLoader>("root")?.cart ?? null;
}
