/**
 * What the checkout is waiting for: a navigation posting one of its forms (login, guest, place
 * order) or a fetcher saving a choice (addresses, shipping or payment method, fulfilment).
 */
import { useFetchers, useNavigation } from "react-router";

/** True while the page's form with this `intent` is being submitted (navigation or fetcher). */
export function useIntentBusy(intent: string): boolean {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  if (navigation.state === "submitting" && navigation.formData?.get("intent") === intent) return true;
  return fetchers.some((fetcher) => fetcher.state !== "idle" && fetcher.formData?.get("intent") === intent);
}

/** True while any choice of the checkout (or the cart's fulfilment) is being saved. */
export function useChoicesPending(): boolean {
  return useFetchers().some((fetcher) => fetcher.state !== "idle");
}
