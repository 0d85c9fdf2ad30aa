import type { CSSProperties } from "react";
import { formatNumber } from "@shop/rules";
import { useIntl } from "react-intl";
import { useLocale } from "~/i18n/useLocale";

/**
 * 0–5 stars with a text alternative ('4.5 of 5 stars'). The stars themselves are CSS (`.stars__track`'s ::before and
 * ::after, the filled share in `--fill`): ten glyphs per rating were the heaviest part of a product card's markup,
 * and inside role="img" they were never read out anyway.
 */
export function Stars({ value, count }: { value: number; count?: number }) {
  const intl = useIntl();
  const locale = useLocale();
  const rounded = Math.round(value * 2) / 2;
  const label = intl.formatMessage(
    { id: "catalog.rating.label" },
    { value: formatNumber(rounded, locale, 1) },
  );
  return (
    <span className="stars" role="img" aria-label={label} data-testid="stars" data-value={rounded}>
      <span className="stars__track" style={{ "--fill": `${(rounded / 5) * 100}%` } as CSSProperties} />
      {count != null ? (
        <span className="stars__count" aria-hidden="true">
          ({count})
        </span>
      ) : null}
    </span>
  );
}
