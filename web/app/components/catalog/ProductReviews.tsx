import type { CSSProperties } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useLocation } from "react-router";
import { formatDate, formatNumber } from "@shop/rules";
import type { ProductDetail as ProductDetailData } from "~/catalog/documents";
import { reviewLanguagesSearch, showsAllReviewLanguages } from "~/catalog/reviewLanguages";
import { useLocale } from "~/i18n/useLocale";
import { Stars } from "./Stars";

type ReviewsData = ProductDetailData["reviews"];

/**
 * Customer reviews (issue 23): the product's rating summary over every language — the average with one decimal, the
 * count and a bar per star, 5 → 1, each read as "5 Sterne: 7 Bewertungen" — and the reviews written in the page's
 * language, with a link to all languages; each review's text carries its own `lang`.
 */
export function ProductReviews({ reviews }: { reviews: ReviewsData }) {
  const intl = useIntl();
  const locale = useLocale();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const all = showsAllReviewLanguages(params);
  return (
    <section className="reviews" id="reviews" data-testid="reviews" data-total={reviews.ratingCount}>
      <h2 className="section__title">
        <FormattedMessage id="catalog.reviews.title" values={{ total: reviews.ratingCount }} />
      </h2>
      {reviews.ratingCount === 0 ? (
        <p className="empty-state">
          <FormattedMessage id="catalog.reviews.empty" />
        </p>
      ) : (
        <>
          {reviews.averageRating != null ? <RatingSummary reviews={reviews} average={reviews.averageRating} /> : null}
          {reviews.items.length === 0 ? (
            <p className="empty-state">
              <FormattedMessage id="catalog.reviews.noneInLanguage" />
            </p>
          ) : (
            <ul className="review-slider" tabIndex={0} aria-label={intl.formatMessage({ id: "catalog.reviews.slider" })} data-testid="review-slider">
              {reviews.items.map((review) => (
                <li key={review.id} className="review-card" data-testid="review" lang={review.language ?? undefined}>
                  <Stars value={review.points} />
                  <h3 className="review-card__title">{review.title}</h3>
                  <p className="review-card__content">{review.content}</p>
                  <p className="review-card__meta" lang={locale}>
                    {`${review.author ?? intl.formatMessage({ id: "catalog.reviews.anonymous" })}${review.createdAt ? ` · ${formatDate(review.createdAt, locale)}` : ""}`}
                  </p>
                  {review.comment ? (
                    <p className="review-card__comment" lang={locale}>
                      <FormattedMessage id="catalog.reviews.shopAnswer" values={{ comment: review.comment }} />
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {all || reviews.total < reviews.ratingCount ? (
            <p>
              <a href={`${reviewLanguagesSearch(params, !all)}#reviews`} data-testid="review-languages">
                <FormattedMessage id={all ? "catalog.reviews.ownLanguage" : "catalog.reviews.allLanguages"} />
              </a>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

function RatingSummary({ reviews, average }: { reviews: ReviewsData; average: number }) {
  const locale = useLocale();
  return (
    <div className="reviews__summary" data-testid="rating-summary">
      {/* Shown large for the eye; the stars' label reads the same number with its scale. */}
      <span className="reviews__average" aria-hidden="true">
        {formatNumber(average, locale, 1)}
      </span>
      <Stars value={average} count={reviews.ratingCount} />
      <ul className="reviews__distribution" data-testid="rating-distribution">
        {reviews.distribution.map((row) => (
          // The bar is the row's ::after (CSS, `--share`): it only draws the count its text already says, and a
          // generated box is neither read out nor three more elements per row.
          <li key={row.points} style={{ "--share": `${(row.count / reviews.ratingCount) * 100}%` } as CSSProperties}>
            <FormattedMessage id="catalog.reviews.distribution" values={{ stars: row.points, count: row.count }} />
          </li>
        ))}
      </ul>
    </div>
  );
}
