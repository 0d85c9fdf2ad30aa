/** Types of ./byteLru.mjs (plain ESM: the server runs without a build step). */
export class ByteLru<K, V> {
  constructor(maxBytes: number, onEvict?: (key: K, value: V) => void);
  readonly maxBytes: number;
  readonly bytes: number;
  readonly size: number;
  get(key: K): V | undefined;
  set(key: K, value: V, bytes: number): boolean;
  delete(key: K): boolean;
  clear(): void;
}
