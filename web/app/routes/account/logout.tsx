/**
 * /account/logout (POST only): logs out through the gateway, which rotates the session cookie;
 * the new cookie is passed back and the visitor lands on the home page with a notice.
 */
import { redirect } from "react-router";
import { LogoutMutation } from "~/account/documents";
import { callGateway, redirectWithCookies, requestLocale } from "~/account/gateway.server";
import { withNotice } from "~/components/notifications/notices";
import { localizePath } from "~/i18n/locales";
import type { Route } from "./+types/logout";

export async function action({ request }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const call = await callGateway(request, LogoutMutation);
  const home = localizePath("/", locale);
  return redirectWithCookies(call.data?.logout.ok ? withNotice(home, "logout") : home, call.headers);
}

/** A GET (typed URL, old bookmark) logs nobody out. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(localizePath("/account", requestLocale(request)));
}
