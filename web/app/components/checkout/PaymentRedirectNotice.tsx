/**
 * SPEC §4: after an order with an asynchronous payment method the shopper is sent to the payment
 * provider after PAYMENT_REDIRECT_DELAY_MS (5 s), with this notice and a "Jetzt zur Zahlung" link
 * that goes at once. Without JavaScript a `<meta http-equiv="refresh">` inside `<noscript>` leaves
 * after the same delay (only to `refreshUrl`: the shop's own origin or an allowlisted provider);
 * with JavaScript the countdown does it, and the browser ignores the noscript content. "Anhalten" stops the
 * countdown (WCAG 2.2.1: a time limit the shopper can stop); the link then is the way on. While the notice shows,
 * the document title names it (not the checkout's).
 * The URL is the one the place-order action answered in this request — never read from the page URL.
 */
import { useEffect, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { PaymentRedirect } from "~/checkout/intents";
import { PAYMENT_REDIRECT_DELAY_MS, secondsLeft } from "~/checkout/payment";
import { useHydrated } from "~/components/useHydrated";

/** A full page load to the provider (stable identity: the countdown effect depends on it). */
const assign = (url: string) => window.location.assign(url);

export function PaymentRedirectNotice({
  redirect,
  delayMs = PAYMENT_REDIRECT_DELAY_MS,
  go = assign,
}: {
  redirect: PaymentRedirect;
  delayMs?: number;
  go?: (url: string) => void;
}) {
  const intl = useIntl();
  const initialSeconds = secondsLeft(delayMs, 0);
  const [seconds, setSeconds] = useState(initialSeconds);
  const [paused, setPaused] = useState(false);
  // Without JavaScript the meta refresh cannot be stopped: no button that would not work.
  const hydrated = useHydrated();
  const left = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const now = useRef<HTMLAnchorElement>(null);
  const title = intl.formatMessage({ id: "checkout.paymentRedirect.title" });

  useEffect(() => {
    heading.current?.focus();
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const leave = () => {
      if (left.current) return;
      left.current = true;
      go(redirect.url);
    };
    const tick = window.setInterval(() => {
      const remaining = secondsLeft(delayMs, Date.now() - started);
      setSeconds(remaining);
      if (remaining === 0) leave();
    }, 250);
    return () => window.clearInterval(tick);
  }, [redirect.url, delayMs, go, paused]);

  return (
    <section className="checkout-panel payment-redirect" aria-labelledby="payment-redirect-title" data-testid="payment-redirect-notice">
      <h1 id="payment-redirect-title" className="page-title" tabIndex={-1} ref={heading}>
        <FormattedMessage id="checkout.paymentRedirect.title" />
      </h1>
      {redirect.orderNumber ? (
        <p>
          <FormattedMessage id="checkout.paymentRedirect.ordered" values={{ orderNumber: redirect.orderNumber }} />
        </p>
      ) : null}
      {paused ? (
        <p className="payment-redirect__countdown" role="status" data-testid="payment-redirect-paused">
          <FormattedMessage id="checkout.paymentRedirect.paused" />
        </p>
      ) : (
      <p className="payment-redirect__countdown">
        {/* The ticking number is for the eye; screen readers get the sentence once (no announcement per second). */}
        <span aria-hidden="true">
          <FormattedMessage id="checkout.paymentRedirect.text" values={{ seconds }} />
        </span>
        <span className="visually-hidden">
          <FormattedMessage id="checkout.paymentRedirect.text" values={{ seconds: initialSeconds }} />
        </span>
      </p>
      )}
      {redirect.refreshUrl ? (
        <noscript>
          {/* In noscript React renders the meta where it stands (not hoisted) and never on the client. */}
          <meta httpEquiv="refresh" content={`${initialSeconds};url=${redirect.refreshUrl}`} />
        </noscript>
      ) : null}
      <p className="payment-redirect__actions">
        <a
          ref={now}
          href={redirect.url}
          className="button"
          data-testid="payment-redirect-now"
          onClick={() => {
            left.current = true;
          }}
        >
          <FormattedMessage id="checkout.paymentRedirect.now" />
        </a>
        {paused || !hydrated ? null : (
          <button
            type="button"
            className="button button--secondary"
            data-testid="payment-redirect-pause"
            onClick={() => {
              setPaused(true);
              // The button goes with the countdown: focus to the way on, not to <body>.
              now.current?.focus();
            }}
          >
            <FormattedMessage id="checkout.paymentRedirect.pause" />
          </button>
        )}
      </p>
    </section>
  );
}
