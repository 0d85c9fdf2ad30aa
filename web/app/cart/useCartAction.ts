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
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";
import type { CartActionData } from "./intents";
import { noticeType } from "./noticeType";
import { cartOverlay } from "./overlay";

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
  const { notify } = useNotifications();
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
    if (!answer.ok && !messages.some((m) => m.level === "ERROR")) {
      notify({ type: "danger", message: result?.message ?? answer.error ?? intl.formatMessage({ id: "cart.error.generic" }) });
    }
    for (const message of messages) notify({ type: noticeType(message.level), message: message.message });
  }, [fetcher.state, fetcher.data, intl, notify, openDrawer, productName]);

  return { fetcher, action, busy: fetcher.state !== "idle" };
}
