/**
 * The pages after the order, without layout (SPEC §2): /checkout/success/{id} (thank you, summary,
 * what happens next), …/paid (the provider reported the payment) and …/unpaid (SPEC §4/§8: interrupted
 * payment or provider error — retry, another payment method, back to the cart, contact the shop).
 * One module for the three routes; the variant comes from the path. The order must belong to the
 * session: the gateway answers null for anybody else's order, which is a 404 here.
 */
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { data, Link, redirect } from "react-router";
import { queryGateway, requestLocale } from "~/account/gateway.server";
import { PRIVATE_HEADERS } from "~/account/guard.server";
import { INVOICE_TERMS, SHIPPING } from "@shop/rules";
import type { PageHead } from "~/catalog/head";
import { formatShortDate } from "~/cart/format";
import { CartPromise } from "~/components/cart/DeliveryPromise";
import { PaymentRedirectNotice } from "~/components/checkout/PaymentRedirectNotice";
import { ErrorContent } from "~/components/ErrorContent";
import { OrderDetails } from "~/components/order/OrderDetails";
import { OrderLines } from "~/components/order/OrderLines";
import { OrderPaymentActions } from "~/components/order/OrderPaymentActions";
import { OrderTotals } from "~/components/order/OrderTotals";
import "~/components/account/account.css";
import "~/components/cart/cart.css";
import "~/components/order/order.css";
import { SiteFooter } from "~/components/SiteFooter";
import { SiteHeader } from "~/components/SiteHeader";
import { formatMoney } from "~/i18n/format";
import { localizePath } from "~/i18n/locales";
import type { MessageId } from "~/i18n/messages";
import { useLocale } from "~/i18n/useLocale";
import { runOrderAction } from "~/order/actions.server";
import { OrderPageQuery, type OrderData } from "~/order/documents";
import { contactPath, paymentDueDate, paymentKindOf, successPath, successVariantOf, type SuccessVariant } from "~/order/format";
import { pendingPaymentRedirect, type OrderActionData } from "~/order/intents";
import { changeableMethods } from "~/order/methods.server";
import { prepaymentBankDetails, type BankDetails } from "~/shop/identity.server";
import type { Route } from "./+types/success";

const TITLES: Record<SuccessVariant, MessageId> = { placed: "success.title", paid: "success.paid.title", unpaid: "success.unpaid.title" };

export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const variant = successVariantOf(url.pathname);
  const locale = requestLocale(request);
  // The unpaid page almost always offers another method: ask for the methods in parallel there.
  const early = variant === "unpaid" ? changeableMethods(request, { paid: false, canChangePaymentMethod: true }).catch(() => []) : null;
  const { data: result, headers } = await queryGateway(request, OrderPageQuery, { id: params.id });
  const order = result.order;
  if (!order) throw data({ path: url.pathname }, { status: 404, headers: PRIVATE_HEADERS });
  // The provider's return address says what it saw; the order says what is true.
  if (variant === "paid" && !order.paid) throw redirect(successPath(order.id, "unpaid", locale), { headers: PRIVATE_HEADERS });
  if (variant === "unpaid" && order.paid) throw redirect(successPath(order.id, "paid", locale), { headers: PRIVATE_HEADERS });
  const methods = order.paid || !order.canChangePaymentMethod ? [] : await (early ?? changeableMethods(request, order));
  for (const [name, value] of Object.entries(PRIVATE_HEADERS)) headers.set(name, value);
  const head: PageHead = { titleId: TITLES[variant], noindex: true };
  const bank = paymentKindOf(order.paymentMethod) === "prepayment" && !order.paid ? prepaymentBankDetails(order.orderNumber) : null;
  return data({ order, variant, methods, head, bank }, { headers });
}

export function action({ request, params }: Route.ActionArgs) {
  return runOrderAction(request, params.id);
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="page">
      <SiteHeader variant="checkout" />
      <main id="main" tabIndex={-1} className="page__main container">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

export default function SuccessPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, variant, methods, bank } = loaderData;
  const locale = useLocale();
  const redirectUrl = pendingPaymentRedirect(actionData as OrderActionData | undefined);
  if (redirectUrl) {
    // Retry (or another method) started: only the notice, as after placing the order.
    return (
      <Frame>
        <div data-testid="order-success" data-variant={variant}>
          <PaymentRedirectNotice redirect={{ url: redirectUrl, nextPath: null, orderNumber: null }} />
        </div>
      </Frame>
    );
  }
  const payment = order.paid ? null : <OrderPaymentActions order={order} methods={methods} actionData={actionData as OrderActionData | undefined} heading="h2" />;
  return (
    <Frame>
      <article className="order-success" data-testid="order-success" data-variant={variant} aria-labelledby="order-success-title">
        <header className="order-success__header">
          <h1 id="order-success-title" className="page-title">
            <FormattedMessage id={TITLES[variant]} />
          </h1>
          <p className="order-success__number">
            <FormattedMessage id="success.orderNumber" values={{ number: <strong data-testid="order-number">{order.orderNumber}</strong> }} />
          </p>
        </header>
        {variant === "paid" ? (
          <p className="inline-notice inline-notice--success" role="status" data-testid="order-paid">
            <FormattedMessage id="success.paid.text" values={{ total: formatMoney(order.total, locale) }} />
          </p>
        ) : null}
        {variant === "unpaid" ? <UnpaidNotice order={order} /> : null}
        {/* After a failed payment the way to pay comes first; after prepayment or invoice the thanks and the bank
            details do, and changing the method is the exception below them. */}
        {variant === "unpaid" ? payment : null}
        {variant === "unpaid" ? <UnpaidLinks order={order} /> : <NextSteps order={order} bank={bank} />}
        {variant !== "unpaid" ? payment : null}
        <section className="order-summary" aria-labelledby="order-summary-title" data-testid="order-summary">
          <h2 id="order-summary-title">
            <FormattedMessage id="success.summary" />
          </h2>
          <OrderLines lines={order.lineItems} />
          <OrderDetails order={order} />
          <OrderTotals order={order} />
        </section>
        <p className="order-success__continue">
          <Link to={localizePath("/", locale)} className="button button--secondary" data-testid="continue-shopping">
            <FormattedMessage id="cart.continueShopping" />
          </Link>
        </p>
      </article>
    </Frame>
  );
}

/** SPEC §4/§8: the order was not processed because the payment was interrupted or the provider failed. */
function UnpaidNotice({ order }: { order: OrderData }) {
  return (
    <div className="notice notice--danger" role="alert" data-testid="order-unpaid">
      <p>
        <FormattedMessage id="success.unpaid.text" values={{ number: order.orderNumber }} />
      </p>
    </div>
  );
}

function UnpaidLinks({ order }: { order: OrderData }) {
  const locale = useLocale();
  return (
    <ul className="order-success__links">
      <li>
        <Link to={localizePath("/checkout/cart", locale)} data-testid="back-to-cart">
          <FormattedMessage id="success.unpaid.cart" />
        </Link>
      </li>
      <li>
        <Link to={contactPath(order.orderNumber, locale)} data-testid="contact-shop">
          <FormattedMessage id="success.unpaid.contact" />
        </Link>
      </li>
    </ul>
  );
}

/** What happens next: confirmation mail, payment terms (prepayment/invoice: due in 10 days), delivery or pickup. */
function NextSteps({ order, bank }: { order: OrderData; bank: BankDetails | null }) {
  const locale = useLocale();
  const kind = paymentKindOf(order.paymentMethod);
  const due = paymentDueDate(order.orderDate, locale);
  const total = formatMoney(order.total, locale);
  return (
    <section className="order-next" aria-labelledby="order-next-title" data-testid="order-next">
      <h2 id="order-next-title">
        <FormattedMessage id="success.next.title" />
      </h2>
      <ul>
        <li>
          <FormattedMessage id="success.next.mail" values={{ email: order.customer.email }} />
        </li>
        {kind === "prepayment" ? (
          <li data-testid="order-payment-terms">
            <FormattedMessage id="success.next.prepayment" values={{ total, days: INVOICE_TERMS.dueDays, date: due }} />
            {bank ? <BankTransfer bank={bank} total={total} /> : null}
          </li>
        ) : null}
        {kind === "invoice" ? (
          <li data-testid="order-payment-terms">
            <FormattedMessage id="success.next.invoice" values={{ total, days: INVOICE_TERMS.dueDays, date: due }} />
          </li>
        ) : null}
        {order.fulfilment === "CLICK_AND_COLLECT" ? (
          <li>
            <FormattedMessage id="success.next.pickup" values={{ pharmacy: order.pharmacy?.name ?? "" }} />
            <CartPromise fulfilment={order.fulfilment} pickupEstimate={order.pickupEstimate} />
          </li>
        ) : (
          <li data-testid="order-delivery-estimate">
            <FormattedMessage
              id={kind === "prepayment" ? "success.next.deliveryAfterPayment" : "success.next.delivery"}
              values={{ min: SHIPPING.arrivalWorkingDays.earliest, max: SHIPPING.arrivalWorkingDays.latest }}
            />
            {/* the promise the order was placed with; a prepayment leaves only once paid, so it has none */}
            {order.deliveryDates && kind !== "prepayment" ? (
              <>
                {" "}
                <FormattedMessage
                  id="success.next.deliveryDates"
                  values={{ earliest: formatShortDate(order.deliveryDates.earliest, locale), latest: formatShortDate(order.deliveryDates.latest, locale) }}
                />
              </>
            ) : null}
          </li>
        )}
      </ul>
    </section>
  );
}

/** The account to transfer a prepayment to, with the reference that finds the order (as in the confirmation mail). */
function BankTransfer({ bank, total }: { bank: BankDetails; total: string }) {
  const rows: [MessageId, string, string][] = [
    ["success.bank.holder", bank.holder, "holder"],
    ["success.bank.iban", bank.iban, "iban"],
    ["success.bank.reference", bank.reference, "reference"],
    ["success.bank.amount", total, "amount"],
  ];
  return (
    <dl className="order-bank" data-testid="order-bank-details">
      {rows.map(([label, value, key]) => (
        <div key={key}>
          <dt>
            <FormattedMessage id={label} />
          </dt>
          <dd data-testid={`order-bank-${key}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Frame>
      <ErrorContent error={error} />
    </Frame>
  );
}
