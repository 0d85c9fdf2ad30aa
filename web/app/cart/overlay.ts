/**
 * Browser-side state of the cart overlays: the side cart (drawer) and the collision dialog. The
 * forms that change the cart live all over the page (product page, tiles, drawer), the overlays
 * once in the header; a tiny store connects them without a provider. Server rendering always
 * sees both closed.
 */
import { useSyncExternalStore } from "react";
import type { CartConflict, CartData, CartMessageData } from "./documents";

export interface CartOverlayState {
  drawerOpen: boolean;
  /** The cart as the last mutation answered it (the drawer shows it without another request). */
  cart: CartData | null;
  /** What the live region says, e.g. "… wurde in den Warenkorb gelegt". */
  announcement: string;
  /** Messages of the last mutation, shown inside the drawer. */
  messages: readonly CartMessageData[];
  conflict: CartConflict | null;
}

const CLOSED: CartOverlayState = { drawerOpen: false, cart: null, announcement: "", messages: [], conflict: null };

let state: CartOverlayState = CLOSED;
const listeners = new Set<() => void>();

function set(next: Partial<CartOverlayState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const cartOverlay = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  openDrawer(cart: CartData, announcement: string, messages: readonly CartMessageData[] = []) {
    set({ drawerOpen: true, cart, announcement, messages, conflict: null });
  },
  /** A later mutation inside the open drawer (quantity, remove) updates what it shows. */
  update(cart: CartData, announcement: string, messages: readonly CartMessageData[] = []) {
    set({ cart, announcement, messages });
  },
  closeDrawer() {
    set({ drawerOpen: false, announcement: "" });
  },
  showConflict(conflict: CartConflict) {
    set({ conflict, drawerOpen: false });
  },
  closeConflict() {
    set({ conflict: null });
  },
};

export function useCartOverlay(): CartOverlayState {
  return useSyncExternalStore(cartOverlay.subscribe, cartOverlay.get, () => CLOSED);
}
