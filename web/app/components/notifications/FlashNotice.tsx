/**
 * Shows the success notice named by `?notice=<key>` after a redirect (see notices.ts) through the
 * shop's notifications, then removes the parameter from the address bar so a reload does not
 * repeat it. Until the page is hydrated (and without JavaScript) the notice is part of the page.
 * The text comes with the root loader's data (notice.server.ts); only a notice reached without the root
 * loader running again loads the catalogues of @shop/rules to translate it.
 */
import { useEffect } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { useHydrated } from "~/components/useHydrated";
import { useNotifications } from "~/components/layout/Notifications";
import { useLocale } from "~/i18n/useLocale";
import { InlineNotice } from "./InlineNotice";
import { isNoticeKey, NOTICE_PARAM, NOTICES } from "./notices";
import type { loader as rootLoader } from "~/root";

export function FlashNotice() {
  const location = useLocation();
  const locale = useLocale();
  const { notify } = useNotifications();
  const hydrated = useHydrated();
  const key = new URLSearchParams(location.search).get(NOTICE_PARAM);
  const notice = useRouteLoaderData<typeof rootLoader>("root")?.notice;
  const text = notice && notice.key === key ? notice.text : undefined;

  useEffect(() => {
    if (!key) return;
    if (text) notify({ type: "success", message: text });
    else if (isNoticeKey(key)) {
      void import("@shop/rules").then(({ translate }) => notify({ type: "success", message: translate(locale, NOTICES[key]) }));
    }
    // Without a navigation (which would run the loaders again): the notice is already shown.
    const url = new URL(window.location.href);
    url.searchParams.delete(NOTICE_PARAM);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  }, [key, text, location.key, locale, notify]);

  if (hydrated || !text) return null;
  return (
    <div className="container">
      <InlineNotice>{text}</InlineNotice>
    </div>
  );
}
