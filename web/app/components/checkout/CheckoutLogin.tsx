/**
 * 'Ich bin bereits Kunde': the login form of /login, posting to the checkout's own action
 * (intent=login), which logs in and comes back to /checkout. Validated in the browser with the
 * same rules as the gateway; the anonymous wishlist travels along as on the login page.
 */
import { accountSchemas } from "@shop/rules";
import { FormattedMessage } from "react-intl";
import { Form, Link } from "react-router";
import { SubmitButton, TextField } from "~/components/forms/Field";
import { useFieldLabel } from "~/components/forms/labels";
import { useShopForm, type FormResult } from "~/components/forms/useShopForm";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";
import { pendingMerge } from "~/wishlist/store";
import { useLocalWishlist } from "~/wishlist/useLocalWishlist";
import { useIntentBusy } from "./useCheckoutBusy";

export function CheckoutLogin({ result }: { result: FormResult | null }) {
  const locale = useLocale();
  const label = useFieldLabel();
  const localIds = useLocalWishlist();
  const busy = useIntentBusy("login");
  const { register, onSubmit, errorFor } = useShopForm<{ email: string; password: string }>({
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
        {localIds.map((id) => (
          <input key={id} type="hidden" name="wishlistProductIds" value={id} />
        ))}
        <TextField
          id="checkout-login-email"
          label={label("email")}
          type="email"
          autoComplete="username"
          required
          error={errorFor("email")}
          registration={register("email")}
          name="email"
        />
        <TextField
          id="checkout-login-password"
          label={label("password")}
          type="password"
          autoComplete="current-password"
          required
          error={errorFor("password")}
          registration={register("password")}
          name="password"
        />
        <div className="form-actions">
          <SubmitButton busy={busy}>
            <FormattedMessage id="auth.login.submit" />
          </SubmitButton>
          <Link to={localizePath("/reset-password", locale)}>
            <FormattedMessage id="auth.login.forgotPassword" />
          </Link>
        </div>
      </Form>
    </section>
  );
}
