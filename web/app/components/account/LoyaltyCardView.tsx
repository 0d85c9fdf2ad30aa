/**
 * A linked loyalty card: number, points, and the progress towards the CHF 5 voucher. The bar has
 * an accessible name and a spoken value in words; the threshold and the percentage are not
 * written out anywhere (SPEC §1: the threshold value is not shown).
 */
import { FormattedMessage, useIntl } from "react-intl";
import { formatMoney } from "~/i18n/format";
import { useLocale } from "~/i18n/useLocale";

export interface LoyaltyCardData {
  cardNumber: string;
  points: number;
  pointsNeeded: number;
  progress: number;
  voucherReached: boolean;
  voucherValue: { amount: number; currency: string };
}

/** Groups of four digits, as printed on the card. */
export function formatCardNumber(cardNumber: string): string {
  return cardNumber.replace(/(\d{4})(?=\d)/g, "$1 ");
}

export function LoyaltyCardView({ card }: { card: LoyaltyCardData }) {
  const intl = useIntl();
  const locale = useLocale();
  const voucher = formatMoney(card.voucherValue, locale);
  const progress = Math.max(0, Math.min(1, Number.isFinite(card.progress) ? card.progress : 0));
  const stage = card.voucherReached ? "reached" : progress >= 0.75 ? "almost" : progress >= 0.4 ? "halfway" : "started";
  const spoken = intl.formatMessage({ id: `loyalty.progress.${stage}` }, { voucher });
  return (
    <div className="loyalty-card" data-testid="loyalty-card">
      <p>
        <FormattedMessage id="loyalty.cardNumber" />
        <br />
        <span className="loyalty-card__number" data-testid="loyalty-card-number">
          {formatCardNumber(card.cardNumber)}
        </span>
      </p>
      <p data-testid="loyalty-points">
        <FormattedMessage id="loyalty.points" values={{ points: card.points }} />
      </p>
      <p id="loyalty-progress-label">
        <FormattedMessage id="loyalty.progress.label" values={{ voucher }} />
      </p>
      <div
        className="loyalty-progress"
        role="progressbar"
        aria-labelledby="loyalty-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress * 100)}
        aria-valuetext={spoken}
        data-testid="loyalty-progress"
      >
        <div className="loyalty-progress__bar" style={{ width: `${Math.round(progress * 100)}%` }} />
      </div>
      <p data-testid="loyalty-progress-text">{spoken}</p>
    </div>
  );
}
