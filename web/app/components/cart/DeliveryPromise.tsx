/**
 * The delivery promise sentences (@shop/rules via the gateway): the parcel's or the pickup's for a
 * cart (cart page, checkout summary), one line's or one product's own. Text choice in cart/format.ts.
 */
import { FormattedMessage } from "react-intl";
import type { DeliveryEstimateFieldsFragment } from "~/generated/graphql";
import { deliveryEstimateText, lineEstimateText, pickupEstimateText, type EstimateText } from "~/cart/format";
import { useLocale } from "~/i18n/useLocale";

interface CartPromiseProps {
  fulfilment: string;
  deliveryEstimate?: DeliveryEstimateFieldsFragment | null;
  pickupEstimate?: { pharmacyName: string; readyOn: string; readyFrom: string } | null;
}

function Sentence({ text, className, testId }: { text: EstimateText; className: string; testId: string }) {
  return (
    <p className={className} data-testid={testId}>
      <FormattedMessage id={text.id} values={text.values} />
    </p>
  );
}

/** The whole order: the parcel follows its slowest line; click & collect names the pharmacy and the time. */
export function CartPromise({ fulfilment, deliveryEstimate, pickupEstimate }: CartPromiseProps) {
  const locale = useLocale();
  if (fulfilment === "CLICK_AND_COLLECT") {
    return pickupEstimate ? <Sentence text={pickupEstimateText(pickupEstimate, locale)} className="cart-estimate" testId="pickup-estimate" /> : null;
  }
  return deliveryEstimate ? <Sentence text={deliveryEstimateText(deliveryEstimate, locale)} className="cart-estimate" testId="delivery-estimate" /> : null;
}

/** One line's or one product's own promise. */
export function LinePromise({ estimate, testId = "line-estimate" }: { estimate?: DeliveryEstimateFieldsFragment | null; testId?: string }) {
  const locale = useLocale();
  if (!estimate) return null;
  return <Sentence text={lineEstimateText(estimate, locale)} className={estimate.onOrder ? "line-estimate line-estimate--on-order" : "line-estimate"} testId={testId} />;
}
