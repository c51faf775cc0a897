/**
 * A small in-isolate layer in front of KV. KV is eventually consistent and a read costs a
 * round trip to the local cache tier; an isolate serves many requests, so the entries it has
 * just read or written are kept here too, least recently used evicted first, bounded by size.
 * It also makes a background refresh visible at once to the isolate that did it, so the next
 * stale read does not start another refresh while KV still returns the old value.
 */
export class MemoryLayer<T> {
  readonly #entries = new Map<string, { value: T; size: number }>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  get(key: string): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    // Re-insert: Map keeps insertion order, so the first key is the least recently used.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: T, size: number): void {
    this.delete(key);
    if (size > this.maxBytes / 4) return;
    this.#entries.set(key, { value, size });
    this.#bytes += size;
    while (this.#bytes > this.maxBytes) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.size;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  get bytes(): number {
    return this.#bytes;
  }
}
