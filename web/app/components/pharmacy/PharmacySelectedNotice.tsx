/**
 * The one-time success notice after choosing a pharmacy with a plain form post (the action
 * redirects with `?pharmacySelected=1`, see pharmacy/finder.ts). Like the account notices: part of
 * the page until hydration (and without JavaScript), then a notification, and the parameter is
 * removed from the address bar so a reload does not repeat it. The cart page may render it too.
 */
import { useEffect } from "react";
import { useIntl } from "react-intl";
import { useLocation } from "react-router";
import { useHydrated } from "~/components/useHydrated";
import { useNotifications } from "~/components/layout/Notifications";
import { FINDER_PARAM } from "~/pharmacy/finder";
import "./pharmacy.css";

export function PharmacySelectedNotice({ name }: { name?: string | null }) {
  const intl = useIntl();
  const location = useLocation();
  const hydrated = useHydrated();
  const { notify } = useNotifications();
  const shown = new URLSearchParams(location.search).get(FINDER_PARAM.notice) === "1";
  const message = name ? intl.formatMessage({ id: "pharmacy.chosen" }, { name }) : intl.formatMessage({ id: "pharmacy.chosenGeneric" });

  useEffect(() => {
    if (!shown) return;
    notify({ type: "success", message });
    const url = new URL(window.location.href);
    url.searchParams.delete(FINDER_PARAM.notice);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    // Once per arrival (location.key), not on every re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, location.key]);

  if (!shown || hydrated) return null;
  return (
    <p className="pharmacy-notice" role="status" data-testid="pharmacy-notice">
      {message}
    </p>
  );
}
