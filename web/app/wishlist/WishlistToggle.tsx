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
  return (
    <button
      type="button"
      className="wishlist-button"
      aria-pressed={onList}
      aria-busy={busy || undefined}
      data-testid="wishlist-button"
      onClick={onToggle}
      aria-label={intl.formatMessage({ id: onList ? "wishlist.remove" : "wishlist.add" }, { name: productName })}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.3C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 5.3 3.1 1.7-1.9 3.2-3.1 5.3-3.1 3.7 0 5.8 3.9 4.3 7.2C19.5 16.4 12 21 12 21z"
          fill={onList ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
    </button>
  );
}
