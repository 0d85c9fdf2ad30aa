/**
 * Promotion code: apply (one field) and remove (per applied code). The gateway's answer to the
 * last apply (e.g. 'Der Aktionscode wurde nicht gefunden') stays next to the field, announced.
 */
import { useId, useRef, useEffect } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { JS_FIELD } from "~/cart/intents";
import { noticeType } from "~/cart/format";
import { useCartAction } from "~/cart/useCartAction";
import { focusStatic } from "~/components/layout/focus";
import { useHydrated } from "~/components/useHydrated";

export function PromotionCodeForm({ codes, redirectTo }: { codes: readonly string[]; redirectTo: string }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const inputId = useId();
  const apply = useCartAction();
  const formRef = useRef<HTMLFormElement>(null);
  const answer = apply.fetcher.state === "idle" ? apply.fetcher.data : undefined;
  const problems = (answer?.result?.messages ?? []).filter((m) => m.level !== "INFO");
  const error = answer && !answer.ok && problems.length === 0 ? (answer.result?.message ?? answer.error) : undefined;

  useEffect(() => {
    // A code that was taken clears the field for the next one.
    if (answer?.ok && problems.length === 0) formRef.current?.reset();
  }, [answer, problems.length]);

  return (
    <section className="promotion" aria-labelledby={`${inputId}-title`} data-testid="promotion">
      <h2 id={`${inputId}-title`} className="cart-panel__title">
        <FormattedMessage id="cart.promotion.title" />
      </h2>
      <apply.fetcher.Form ref={formRef} method="post" action={apply.action} className="promotion__form" data-testid="promotion-form">
        <input type="hidden" name="intent" value="promo-apply" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {hydrated ? <input type="hidden" name={JS_FIELD} value="1" /> : null}
        <label htmlFor={inputId} className="form-field__label">
          <FormattedMessage id="cart.promotion.label" />
        </label>
        <div className="promotion__row">
          <input
            id={inputId}
            name="code"
            type="text"
            autoComplete="off"
            maxLength={64}
            required
            className="form-field__control"
            aria-describedby={problems.length > 0 || error ? `${inputId}-messages` : undefined}
            aria-invalid={error || problems.some((m) => m.level === "ERROR") ? true : undefined}
            data-testid="promotion-code"
          />
          <button type="submit" className="button button--secondary" aria-disabled={apply.busy || undefined} data-testid="promotion-apply">
            <FormattedMessage id="cart.promotion.apply" />
          </button>
        </div>
        <div id={`${inputId}-messages`} role="alert" className="promotion__messages">
          {error ? <p className="cart-message cart-message--danger">{error}</p> : null}
          {problems.map((m) => (
            <p key={`${m.key}-${m.subject ?? ""}`} className={`cart-message cart-message--${noticeType(m.level)}`} data-testid="promotion-error">
              {m.message}
            </p>
          ))}
        </div>
      </apply.fetcher.Form>
      {codes.length > 0 ? (
        <ul className="promotion__codes" aria-label={intl.formatMessage({ id: "cart.promotion.applied" })}>
          {codes.map((code) => (
            <AppliedCode key={code} code={code} redirectTo={redirectTo} fieldId={inputId} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function AppliedCode({ code, redirectTo, fieldId }: { code: string; redirectTo: string; fieldId: string }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const remove = useCartAction();
  if (remove.fetcher.formData) return null;
  return (
    <li className="promotion__code" data-testid="promotion-applied">
      <span className="badge">{code}</span>
      {/* The code goes at once (optimistic): focus moves on first, to the field for the next code. */}
      <remove.fetcher.Form method="post" action={remove.action} onSubmit={() => focusStatic(document.getElementById(fieldId))}>
        <input type="hidden" name="intent" value="promo-remove" />
        <input type="hidden" name="code" value={code} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {hydrated ? <input type="hidden" name={JS_FIELD} value="1" /> : null}
        <button type="submit" className="link-button" aria-label={intl.formatMessage({ id: "cart.promotion.removeNamed" }, { code })} data-testid="promotion-remove">
          <FormattedMessage id="cart.promotion.remove" />
        </button>
      </remove.fetcher.Form>
    </li>
  );
}
