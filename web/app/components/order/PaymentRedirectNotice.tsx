/**
 * SPEC §4: before the shopper goes to the payment provider, a notice counts down
 * PAYMENT_REDIRECT_DELAY_MS (5 s) and then follows the provider's URL; a button goes at once. The URL
 * only ever comes from the action's answer (the gateway's retryOrderPayment), never from the page URL.
 */
import { useEffect, useState } from "react";
import { FormattedMessage } from "react-intl";
import { PAYMENT_REDIRECT_DELAY_MS } from "~/order/format";

export function PaymentRedirectNotice({ url, delayMs = PAYMENT_REDIRECT_DELAY_MS }: { url: string; delayMs?: number }) {
  const [seconds, setSeconds] = useState(Math.ceil(delayMs / 1000));
  useEffect(() => {
    const started = Date.now();
    const tick = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((delayMs - (Date.now() - started)) / 1000));
      setSeconds(left);
    }, 250);
    const go = window.setTimeout(() => window.location.assign(url), delayMs);
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(go);
    };
  }, [url, delayMs]);
  return (
    <div className="inline-notice inline-notice--info payment-redirect" role="status" data-testid="payment-redirect">
      <p>
        <FormattedMessage id="order.payment.redirect" values={{ seconds }} />
      </p>
      <a className="button" href={url} data-testid="payment-redirect-now">
        <FormattedMessage id="order.payment.redirectNow" />
      </a>
    </div>
  );
}
