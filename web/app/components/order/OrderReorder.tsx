/**
 * 'Nochmals bestellen': a plain form posting to the order's reorder route (works without JavaScript);
 * with JavaScript the button shows that the order is being put into the cart until the cart opens.
 */
import { FormattedMessage } from "react-intl";
import { Form, useNavigation } from "react-router";
import { useLocale } from "~/i18n/useLocale";
import { reorderPath } from "~/order/format";

export function OrderReorder({ orderId }: { orderId: string }) {
  const locale = useLocale();
  const navigation = useNavigation();
  const action = reorderPath(orderId, locale);
  const pending = navigation.state !== "idle" && navigation.formAction === action;
  return (
    <Form method="post" action={action} className="order-reorder" data-testid="order-reorder-form">
      <button type="submit" className="button" disabled={pending} aria-busy={pending || undefined} data-testid="order-reorder">
        <FormattedMessage id={pending ? "order.reorder.pending" : "order.reorder.button"} />
      </button>
    </Form>
  );
}
