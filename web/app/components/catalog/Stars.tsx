import type { CSSProperties } from "react";
import { formatNumber } from "@shop/rules";
import { useIntl, type IntlShape } from "react-intl";
import type { Locale } from "~/i18n/locales";
import { useLocale } from "~/i18n/useLocale";
import { renderMemo } from "../renderMemo";

const labels = new WeakMap<IntlShape, ReturnType<typeof renderMemo<string>>>();

/**
 * The label of a rating, kept per intl object (one per locale for the process): a listing or a product page shows
 * a dozen ratings, mostly the same few averages, and a message with a formatted number was the card's costliest text.
 */
function ratingLabel(intl: IntlShape, locale: Locale, value: number, count: number | undefined): string {
  let byRating = labels.get(intl);
  if (!byRating) labels.set(intl, (byRating = renderMemo<string>(5_000)));
  return byRating(`${locale} ${value} ${count ?? ""}`, () =>
    intl.formatMessage(
      { id: count != null ? "catalog.rating.labelWithCount" : "catalog.rating.label" },
      { value: formatNumber(value, locale, 1), count },
    ),
  );
}

/**
 * 0–5 stars with a text alternative ('3.3 of 5 stars, 12 reviews'). The stars themselves are CSS (`.stars`' ::before
 * and ::after, the filled share in `--fill`, both in the grid's first cell, so the share is of the glyphs, not of the
 * count beside them): ten glyphs per rating were the heaviest part of a product card's markup, and inside role="img"
 * they were never read out anyway. One element per rating (a product page shows 14): the count is its text, one node. The glyphs fill to the nearest half star, the text says
 * the average to one decimal — the same number the review summary prints beside it (issue 24: "3.3" next to "3.5").
 * The count is part of the label because role="img" hides its children from screen readers.
 */
export function Stars({ value, count }: { value: number; count?: number }) {
  const intl = useIntl();
  const locale = useLocale();
  const rounded = Math.round(value * 2) / 2;
  const label = ratingLabel(intl, locale, value, count);
  return (
    <span className="stars" role="img" aria-label={label} data-testid="stars" data-value={rounded} style={{ "--fill": `${(rounded / 5) * 100}%` } as CSSProperties}>
      {count != null ? `(${count})` : null}
    </span>
  );
}
