import { interactionPart } from "./HydrateOnInteraction";
import type { ShopPaymentMethod } from "~/apollo/documents";
import { useLocale } from "~/i18n/useLocale";
import { useShop } from "~/shop/useShop";
import type { FooterNavigationEntry } from "./layout/FooterParts";

// The footer hydrates on the first interaction (issue 9): it is links and text that work as the server rendered
// them (its newsletter form hydrates on the first interaction anyway), so its code is not in every page's first load.
const SiteFooterContent = interactionPart(() => import("./SiteFooterContent").then((m) => m.SiteFooterContent));

/** `navigation`: the sales channel's footer navigation; layouts without it show the shop's own links only. */
export function SiteFooter({ navigation, paymentMethods }: { navigation?: readonly FooterNavigationEntry[]; paymentMethods?: readonly ShopPaymentMethod[] }) {
  const locale = useLocale();
  const shop = useShop();
  // Everything the footer shows comes from these (its messages are the locale's; the copyright names the year), so
  // the server renders it once per key and layout instead of on every page (./partMemo.ts).
  const memoKey = import.meta.env.SSR ? JSON.stringify([locale, new Date().getFullYear(), shop ?? null, navigation ?? null, paymentMethods ?? null]) : undefined;
  return <SiteFooterContent navigation={navigation} paymentMethods={paymentMethods} memoKey={memoKey} />;
}
