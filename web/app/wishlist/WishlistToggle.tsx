/** The heart button of the wishlist (markup only): shared by the local and the server wishlist. */
import { useIntl } from "react-intl";
import { ICON_HEART } from "~/components/IconSprite";

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
      {/* The heart is the document's sprite symbol (components/IconSprite.tsx); its size and fill (filled when
          aria-pressed) are CSS (account.css), not attributes repeated on every product card. */}
      <svg aria-hidden="true">
        <use href={`#${ICON_HEART}`} />
      </svg>
    </button>
  );
}
