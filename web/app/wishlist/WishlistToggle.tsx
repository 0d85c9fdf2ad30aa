/** The heart button of the wishlist (markup only): shared by the local and the server wishlist. */
import { useIntl } from "react-intl";

export function WishlistToggle({
  productName,
  onList,
  busy,
  onToggle,
}: {
  productName: string;
  onList: boolean;
  busy: boolean;
  onToggle: () => void;
}) {
  const intl = useIntl();
  // The heart is the button's ::before (account.css: an outlined or, when aria-pressed, a filled heart as a mask in the
  // text colour): no element of its own on every product card, nothing for assistive technology to skip.
  return (
    <button
      type="button"
      className="wishlist-button"
      aria-pressed={onList}
      aria-busy={busy || undefined}
      data-testid="wishlist-button"
      onClick={onToggle}
      aria-label={intl.formatMessage({ id: onList ? "wishlist.remove" : "wishlist.add" }, { name: productName })}
    />
  );
}
