/**
 * A cart form with JavaScript: a fetcher posting to the cart action (no page reload). When the
 * answer arrives, its effects are shown once: an add opens the side cart, a fulfilment conflict
 * opens the collision dialog, and the gateway's messages go to the notifications (or, while the
 * side cart is open, into its live region). Without JavaScript the same forms post natively and
 * the action redirects (see actions.server.ts).
 */
import { useEffect, useRef } from "react";
import { useIntl } from "react-intl";
import { useFetcher } from "react-router";
import { useNotifications } from "~/components/layout/Notifications";
import { formatMoney } from "~/i18n/format";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";
import type { CartActionData } from "./intents";
import { noticeType } from "./noticeType";
import { cartOverlay } from "./overlay";

/** Changes on the cart page whose result is only visible: the new total is announced (the line, field or code shows the rest). */
const ANNOUNCED_INTENTS = new Set<CartActionData["intent"]>(["update", "remove", "promo-apply", "promo-remove"]);

export function useCartActionPath(): string {
  return localizePath("/cart-action", useLocale());
}

interface Options {
  /** Name of what is being added, for "… wurde in den Warenkorb gelegt". */
  productName?: string;
  /** Open the side cart after a successful add (product page, tiles). */
  openDrawer?: boolean;
}

export function useCartAction({ productName, openDrawer = false }: Options = {}) {
  const fetcher = useFetcher<CartActionData>();
  const intl = useIntl();
  const { notify, announce } = useNotifications();
  const locale = useLocale();
  const handled = useRef<CartActionData | undefined>(undefined);
  const action = useCartActionPath();

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || handled.current === answer) return;
    handled.current = answer;
    const result = answer.result;
    if (result?.conflict) {
      cartOverlay.showConflict(result.conflict);
      return;
    }
    const messages = result?.messages ?? [];
    if (result && answer.ok && answer.intent === "add" && openDrawer) {
      const announcement = intl.formatMessage({ id: "cart.added" }, { name: productName ?? intl.formatMessage({ id: "cart.addedFallback" }) });
      cartOverlay.openDrawer(result.cart, announcement, messages);
      return;
    }
    if (result && cartOverlay.get().drawerOpen) {
      cartOverlay.update(result.cart, "", messages);
      return;
    }
    // The promotion form shows (and announces) its own refusals next to the field: once, not also as a toast.
    const shownByForm = answer.intent === "promo-apply";
    if (!answer.ok && !shownByForm && !messages.some((m) => m.level === "ERROR")) {
      notify({ type: "danger", message: result?.message ?? answer.error ?? intl.formatMessage({ id: "cart.error.generic" }) });
    }
    for (const message of messages) {
      if (shownByForm && message.level !== "INFO") continue;
      notify({ type: noticeType(message.level), message: message.message });
    }
    if (result && answer.ok && ANNOUNCED_INTENTS.has(answer.intent)) {
      announce(intl.formatMessage({ id: "cart.announce.total" }, { total: formatMoney(result.cart.total, locale) }));
    }
  }, [fetcher.state, fetcher.data, intl, notify, announce, locale, openDrawer, productName]);

  return { fetcher, action, busy: fetcher.state !== "idle" };
}
