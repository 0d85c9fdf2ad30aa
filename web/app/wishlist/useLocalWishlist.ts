import { useSyncExternalStore } from "react";
import { localWishlist } from "./store";

const EMPTY: string[] = [];

/** The local wishlist ids; empty during server rendering and hydration (storage is browser-only). */
export function useLocalWishlist(): string[] {
  return useSyncExternalStore(localWishlist.subscribe, localWishlist.ids, () => EMPTY);
}
