/**
 * Values kept by key within a total size, the least recently used dropped first. It holds the
 * promise while a value loads, so concurrent first requests for one key load it once; a load that
 * fails is forgotten, so the next request tries again.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; size: number }>();
  private total = 0;

  constructor(
    private readonly maxSize: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit) {
      // A Map iterates in insertion order: re-inserting makes this key the most recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const entry = { value: load(), size: 0 };
    this.entries.set(key, entry);
    entry.value.then(
      (value) => {
        if (this.entries.get(key) !== entry) return;
        entry.size = this.sizeOf(value);
        this.total += entry.size;
        this.evict();
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.value;
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.total <= this.maxSize) return;
      this.entries.delete(key);
      this.total -= entry.size;
    }
  }
}
