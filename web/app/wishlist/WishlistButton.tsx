/**
 * "Add to wishlist" toggle for product tiles and product pages (SPEC §4 Wishlist): anonymous
 * visitors and guests keep the list in this browser; logged-in customers on the server
 * (ServerWishlistButton, loaded after hydration together with Apollo Client, so that it is not part
 * of any page's first load). Usage: <WishlistButton productId={p.id} productName={p.name} />
 */
import { lazy, Suspense } from "react";
import { isLoggedIn, useSessionKind } from "~/account/useSessionKind";
import { useHydrated } from "~/components/useHydrated";
import { localWishlist } from "./store";
import { useLocalWishlist } from "./useLocalWishlist";
import { WishlistToggle } from "./WishlistToggle";

const ServerWishlistButton = lazy(() => import("./ServerWishlistButton"));

export function WishlistButton({ productId, productName }: { productId: string; productName: string }) {
  const server = isLoggedIn(useSessionKind());
  const hydrated = useHydrated();
  const localIds = useLocalWishlist();

  if (server) {
    // The server's list is read in the browser (never during SSR); until it is there the button shows "not on the list".
    const waiting = <WishlistToggle productName={productName} onList={false} busy={false} onToggle={() => undefined} />;
    return hydrated ? (
      <Suspense fallback={waiting}>
        <ServerWishlistButton productId={productId} productName={productName} />
      </Suspense>
    ) : (
      waiting
    );
  }
  return (
    <WishlistToggle
      productName={productName}
      onList={localIds.includes(productId)}
      busy={false}
      onToggle={() => localWishlist.toggle(productId)}
    />
  );
}
