import { FormattedMessage, useIntl } from "react-intl";
import type { ProductDetail as ProductDetailData } from "~/catalog/documents";
import { useLocale } from "~/i18n/useLocale";

/**
 * What a Swiss pharmacy shows on a medicine's page (issue 23): the notice to seek advice and read the leaflet, the
 * Swissmedic dispensing category with what it means, and the leaflet itself. A product without a category is not a
 * medicine (supplement, cosmetic, medical device) and shows nothing.
 */
export function MedicineNotice({ product }: { product: Pick<ProductDetailData, "dispensingCategory" | "packageLeafletUrl"> }) {
  const locale = useLocale();
  const intl = useIntl();
  const category = product.dispensingCategory;
  if (!category) return null;
  return (
    <aside className="medicine-notice" data-testid="medicine-notice" aria-labelledby="medicine-notice-text">
      <p className="medicine-notice__text" id="medicine-notice-text">
        <FormattedMessage id="catalog.medicine.notice" />
      </p>
      <p className="medicine-notice__category" data-testid="dispensing-category">
        <strong>
          <FormattedMessage id="catalog.medicine.category" values={{ category }} />
        </strong>
        {` ${intl.formatMessage({ id: `catalog.medicine.category.${category}` })}`}
      </p>
      {product.packageLeafletUrl ? (
        <p>
          <a href={product.packageLeafletUrl} hrefLang={locale} type="application/pdf" data-testid="package-leaflet">
            <FormattedMessage id="catalog.medicine.leaflet" />
          </a>
        </p>
      ) : null}
    </aside>
  );
}
