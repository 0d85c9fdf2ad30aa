/**
 * A least-recently-used map bounded by the bytes of its values (the page cache's store, ./pageCache.mjs): a Map
 * keeps insertion order, so a read moves its key to the end and eviction drops from the front.
 */
export class ByteLru {
  /** `onEvict(key, value)`: called for every entry dropped, by eviction or `delete`. */
  constructor(maxBytes, onEvict = () => {}) {
    this.maxBytes = maxBytes;
    this.onEvict = onEvict;
    this.entries = new Map();
    this.bytes = 0;
  }

  get size() {
    return this.entries.size;
  }

  get(key) {
    const slot = this.entries.get(key);
    if (!slot) return undefined;
    this.entries.delete(key);
    this.entries.set(key, slot);
    return slot.value;
  }

  /** A value larger than the whole bound is not kept (it would evict everything and then itself). */
  set(key, value, bytes) {
    this.delete(key);
    if (bytes > this.maxBytes) return false;
    this.entries.set(key, { value, bytes });
    this.bytes += bytes;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
    return true;
  }

  delete(key) {
    const slot = this.entries.get(key);
    if (!slot) return false;
    this.entries.delete(key);
    this.bytes -= slot.bytes;
    this.onEvict(key, slot.value);
    return true;
  }

  clear() {
    for (const key of [...this.entries.keys()]) this.delete(key);
  }
}
