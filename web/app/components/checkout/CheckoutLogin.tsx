/**
 * 'Ich bin bereits Kunde': the login form of /login, posting to the checkout's own action
 * (intent=login), which logs in and comes back to /checkout. Validated in the browser with the
 * same rules as the gateway; the anonymous wishlist travels along as on the login page.
 */
import { accountSchemas } from "@shop/rules";
import { FormattedMessage } from "react-intl";
import { Form } from "react-router";
import { LoginFields } from "~/components/forms/CredentialFields";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { useShopForm, type FormResult } from "~/components/forms/useShopForm";
import { useLocale } from "~/i18n/useLocale";
import { pendingMerge } from "~/wishlist/store";
import { useLocalWishlist } from "~/wishlist/useLocalWishlist";
import { useIntentBusy } from "./useCheckoutBusy";

export function CheckoutLogin({ result }: { result: FormResult | null }) {
  const locale = useLocale();
  const localIds = useLocalWishlist();
  const busy = useIntentBusy("login");
  const { register, onSubmit, errorFor, summary } = useShopForm<{ email: string; password: string }>({
    schema: accountSchemas(locale).login,
    result,
  });
  return (
    <section className="checkout-panel" aria-labelledby="checkout-login-title" data-testid="checkout-login">
      <h2 id="checkout-login-title" className="checkout-panel__title">
        <FormattedMessage id="checkout.login.title" />
      </h2>
      <Form
        method="post"
        noValidate
        className="form"
        onSubmit={(event) => {
          pendingMerge.set(localIds);
          onSubmit(event);
        }}
      >
        <input type="hidden" name="intent" value="login" />
        <ErrorSummary {...summary} />
        {localIds.map((id) => (
          <input key={id} type="hidden" name="wishlistProductIds" value={id} />
        ))}
        <LoginFields idPrefix="checkout-login" register={register} errorFor={errorFor} busy={busy} />
      </Form>
    </section>
  );
}
