import { interactionPart } from "./HydrateOnInteraction";
import type { ShopPaymentMethod } from "~/apollo/documents";
import type { FooterNavigationEntry } from "./layout/FooterParts";

// The footer hydrates on the first interaction (issue 9): it is links and text that work as the server rendered
// them (its newsletter form hydrates on the first interaction anyway), so its code is not in every page's first load.
const SiteFooterContent = interactionPart(() => import("./SiteFooterContent").then((m) => m.SiteFooterContent));

/** `navigation`: the sales channel's footer navigation; layouts without it show the shop's own links only. */
export function SiteFooter({ navigation, paymentMethods }: { navigation?: readonly FooterNavigationEntry[]; paymentMethods?: readonly ShopPaymentMethod[] }) {
  return <SiteFooterContent navigation={navigation} paymentMethods={paymentMethods} />;
}
