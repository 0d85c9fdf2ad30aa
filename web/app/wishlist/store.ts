/**
 * The anonymous visitor's wishlist (SPEC §4 Wishlist): product ids kept in the browser's
 * localStorage. Logged-in customers keep theirs on the server; on login the ids kept here are
 * sent with the login mutation (merged server-side) and then removed from this list.
 *
 * Everything read back from storage is untrusted (it can be edited by hand or by an old version
 * of the shop): only well-formed product ids survive, duplicates are dropped, the list is capped.
 */
export const WISHLIST_STORAGE_KEY = "shop.wishlist";
/** Ids sent with a login that is in flight; removed from the local list once the login succeeded. */
export const PENDING_MERGE_KEY = "shop.wishlist.pendingMerge";
/** Same upper bound as a criteria limit: a wishlist is not a warehouse. */
export const WISHLIST_MAX_ITEMS = 100;

const PRODUCT_ID = /^[0-9a-f]{32}$/;

export function isProductId(value: unknown): value is string {
  return typeof value === "string" && PRODUCT_ID.test(value);
}

/** Parses a stored value into a clean id list (never throws). */
export function parseWishlist(raw: string | null | undefined): string[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const ids: string[] = [];
  for (const entry of parsed) {
    if (isProductId(entry) && !ids.includes(entry)) ids.push(entry);
    if (ids.length >= WISHLIST_MAX_ITEMS) break;
  }
  return ids;
}

type Listener = () => void;
type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export class LocalWishlist {
  private listeners = new Set<Listener>();
  /** Cached snapshot: useSyncExternalStore needs the same array while nothing changed. */
  private snapshot: string[] | null = null;

  constructor(
    private readonly storage: () => StorageLike | null,
    private readonly key = WISHLIST_STORAGE_KEY,
  ) {}

  /** Current ids (stable array identity until the list changes). */
  ids = (): string[] => {
    if (this.snapshot === null) {
      let raw: string | null = null;
      try {
        raw = this.storage()?.getItem(this.key) ?? null;
      } catch {
        // Storage disabled (private mode, quota): behave as an empty list.
      }
      this.snapshot = parseWishlist(raw);
    }
    return this.snapshot;
  };

  has(id: string): boolean {
    return this.ids().includes(id);
  }

  /** Adds an id (newest first). Returns false for a malformed id or a full list. */
  add(id: string): boolean {
    if (!isProductId(id)) return false;
    const current = this.ids();
    if (current.includes(id)) return true;
    if (current.length >= WISHLIST_MAX_ITEMS) return false;
    this.write([id, ...current]);
    return true;
  }

  remove(id: string): void {
    const current = this.ids();
    if (current.includes(id)) this.write(current.filter((entry) => entry !== id));
  }

  toggle(id: string): boolean {
    if (this.has(id)) {
      this.remove(id);
      return false;
    }
    return this.add(id);
  }

  /** Removes the given ids (those merged into the server wishlist); keeps ids added meanwhile. */
  removeMany(ids: readonly string[]): void {
    const drop = new Set(ids);
    const current = this.ids();
    const next = current.filter((entry) => !drop.has(entry));
    if (next.length !== current.length) this.write(next);
  }

  clear(): void {
    this.write([]);
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Another tab changed the list (the `storage` event): drop the cache and tell subscribers. */
  externalChange(key: string | null): void {
    if (key !== null && key !== this.key) return;
    this.snapshot = null;
    this.emit();
  }

  private write(ids: string[]): void {
    this.snapshot = ids;
    try {
      const storage = this.storage();
      if (ids.length === 0) storage?.removeItem(this.key);
      else storage?.setItem(this.key, JSON.stringify(ids));
    } catch {
      // Quota or disabled storage: the list lives on for this page only.
    }
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function browserSessionStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The browser's wishlist (on the server it is always empty). */
export const localWishlist = new LocalWishlist(browserStorage);

if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => localWishlist.externalChange(event.key));
}

/**
 * Remembers which ids a login sends, so they can be removed locally once the login succeeded
 * (a failed login keeps them: nothing was merged).
 */
export const pendingMerge = {
  set(ids: readonly string[], storage: StorageLike | null = browserSessionStorage()): void {
    try {
      if (ids.length === 0) storage?.removeItem(PENDING_MERGE_KEY);
      else storage?.setItem(PENDING_MERGE_KEY, JSON.stringify(ids));
    } catch {
      // ignore
    }
  },
  /** Takes (reads and forgets) the pending ids. */
  take(storage: StorageLike | null = browserSessionStorage()): string[] {
    try {
      const ids = parseWishlist(storage?.getItem(PENDING_MERGE_KEY));
      storage?.removeItem(PENDING_MERGE_KEY);
      return ids;
    } catch {
      return [];
    }
  },
};
