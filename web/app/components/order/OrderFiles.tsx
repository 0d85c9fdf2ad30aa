/**
 * Documents (the invoice PDF) and digital downloads of an order. Links point to the shop's own
 * resource routes, which stream the file from the gateway after its ownership check; downloads are
 * links only once the order is paid (accessGranted). The invoice opens inline in the same tab (no target="_blank": a
 * new tab nobody announced strands keyboard and screen-reader users; Back returns to the order).
 */
import { FormattedMessage } from "react-intl";
import { useLocale } from "~/i18n/useLocale";
import type { OrderData } from "~/order/documents";
import { documentPath, downloadPath, formatOrderDate } from "~/order/format";

export function OrderFiles({ order }: { order: OrderData }) {
  const locale = useLocale();
  if (order.documents.length === 0 && order.downloads.length === 0) return null;
  return (
    <div className="order-files">
      {order.documents.length > 0 ? (
        <section aria-labelledby="order-documents-title" data-testid="order-documents">
          <h3 id="order-documents-title">
            <FormattedMessage id="order.documents" />
          </h3>
          <ul className="order-files__list">
            {order.documents.map((document) => (
              <li key={document.id}>
                <a href={documentPath(order.id, document.id, locale)} data-testid="order-document-link" data-type={document.type}>
                  <FormattedMessage
                    id={document.type === "invoice" ? "order.document.invoice" : "order.document.other"}
                    values={{ number: document.number ?? document.fileName }}
                  />
                </a>{" "}
                <span className="order-files__meta">
                  (PDF, <time dateTime={document.createdAt}>{formatOrderDate(document.createdAt, locale)}</time>)
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {order.downloads.length > 0 ? (
        <section aria-labelledby="order-downloads-title" data-testid="order-downloads">
          <h3 id="order-downloads-title">
            <FormattedMessage id="order.downloads" />
          </h3>
          <ul className="order-files__list">
            {order.downloads.map((download) => (
              <li key={download.id}>
                {download.accessGranted ? (
                  <a href={downloadPath(order.id, download.id, locale)} download={download.fileName} data-testid="order-download-link">
                    {download.fileName}
                  </a>
                ) : (
                  <>
                    <span data-testid="order-download-locked">{download.fileName}</span>{" "}
                    <span className="order-files__meta">
                      <FormattedMessage id="order.download.afterPayment" />
                    </span>
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
