/**
 * What is persisted per context token: only the shopper's choices. Prices, stock, labels, errors
 * and deliveries are recalculated from the catalogue on every read.
 */
export interface StoredLineItem {
  id: string;
  type: "product" | "promotion";
  /** product id, or the promotion code as typed */
  referencedId: string;
  quantity: number;
  /** client payload that is kept (Shopware keeps unknown payload keys of custom line items) */
  payload: { clickAndCollect?: boolean };
}

export interface StoredCart {
  lineItems: StoredLineItem[];
}

export const emptyCart = (): StoredCart => ({ lineItems: [] });
