/**
 * Shows the success notice named by `?notice=<key>` after a redirect (see notices.ts) through the
 * shop's notifications, then removes the parameter from the address bar so a reload does not
 * repeat it. Until the page is hydrated (and without JavaScript) the notice is part of the page.
 */
import { translate } from "@shop/rules";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "~/components/useHydrated";
import { useNotifications } from "~/components/layout/Notifications";
import { useLocale } from "~/i18n/useLocale";
import { InlineNotice } from "./InlineNotice";
import { isNoticeKey, NOTICE_PARAM, NOTICES } from "./notices";

export function FlashNotice() {
  const location = useLocation();
  const locale = useLocale();
  const { notify } = useNotifications();
  const hydrated = useHydrated();
  const key = new URLSearchParams(location.search).get(NOTICE_PARAM);

  useEffect(() => {
    if (!key) return;
    if (isNoticeKey(key)) notify({ type: "success", message: translate(locale, NOTICES[key]) });
    // Without a navigation (which would run the loaders again): the notice is already shown.
    const url = new URL(window.location.href);
    url.searchParams.delete(NOTICE_PARAM);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  }, [key, location.key, locale, notify]);

  if (hydrated || !isNoticeKey(key)) return null;
  return (
    <div className="container">
      <InlineNotice>{translate(locale, NOTICES[key])}</InlineNotice>
    </div>
  );
}
