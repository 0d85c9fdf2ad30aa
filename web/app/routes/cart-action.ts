/**
 * The cart's form endpoint (resource route, one per locale so the gateway answers in the page's
 * language): every cart form posts here. See cart/actions.server.ts.
 */
import { redirect } from "react-router";
import { cartPath, handleCartAction } from "~/cart/actions.server";
import { requestLocale } from "~/account/gateway.server";
import type { Route } from "./+types/cart-action";

export async function action({ request }: Route.ActionArgs) {
  return handleCartAction(request);
}

/** Nothing to show here: a GET (e.g. a reload after a post) goes to the cart. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(cartPath(requestLocale(request)));
}
