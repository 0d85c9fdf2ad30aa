/**
 * "Add to wishlist" toggle for product tiles and product pages (SPEC §4 Wishlist): anonymous
 * visitors and guests keep the list in this browser; logged-in customers on the server (through
 * /graphql, the session cookie does the rest). Usage: <WishlistButton productId={p.id} productName={p.name} />
 */
import { useMutation, useQuery } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { AddToWishlistMutation, RemoveFromWishlistMutation, WishlistIdsQuery } from "~/account/documents";
import { isLoggedIn, useSessionKind } from "~/account/useSessionKind";
import { localWishlist } from "./store";
import { useLocalWishlist } from "./useLocalWishlist";

export function WishlistButton({ productId, productName }: { productId: string; productName: string }) {
  const intl = useIntl();
  const kind = useSessionKind();
  const server = isLoggedIn(kind);
  const localIds = useLocalWishlist();
  const { data } = useQuery(WishlistIdsQuery, { ssr: false, skip: !server });
  const refetchQueries = [{ query: WishlistIdsQuery }];
  const [add, adding] = useMutation(AddToWishlistMutation, { refetchQueries });
  const [remove, removing] = useMutation(RemoveFromWishlistMutation, { refetchQueries });

  const onList = server ? (data?.wishlist?.productIds ?? []).includes(productId) : localIds.includes(productId);
  const busy = adding.loading || removing.loading;

  const toggle = () => {
    if (!server) {
      localWishlist.toggle(productId);
      return;
    }
    const variables = { productId };
    void (onList ? remove({ variables }) : add({ variables })).catch(() => undefined);
  };

  return (
    <button
      type="button"
      className="wishlist-button"
      aria-pressed={onList}
      aria-busy={busy || undefined}
      data-testid="wishlist-button"
      onClick={toggle}
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
