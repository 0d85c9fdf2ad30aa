/** POST /account/order/{id}/reorder ('Nochmals bestellen', a plain form): the order's lines into the cart, then the cart. */
import { redirect } from "react-router";
import { requestLocale } from "~/account/gateway.server";
import { orderDetailPath } from "~/order/format";
import { reorderToCart } from "~/order/reorder.server";
import type { Route } from "./+types/order.$id.reorder";

export function action({ request, params }: Route.ActionArgs) {
  return reorderToCart(request, params.id);
}

/** A GET (a reload of the address, a shared link) changes nothing: back to the order. */
export function loader({ request, params }: Route.LoaderArgs) {
  return redirect(orderDetailPath(params.id, requestLocale(request)));
}
