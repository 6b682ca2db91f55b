/**
 * A per-process cache of promises, bounded in size and age, timed by the app's clock (tests move it).
 * The promise is stored before it settles, so a thousand requests for the same key cost one load, and
 * `delete` after a commit also drops a load that began before the commit (it can never be stored late).
 * A load that fails, or resolves to `undefined` (nothing there), is not kept.
 */
export class PromiseCache<V> {
  private readonly entries = new Map<string, { at: number; value: Promise<V> }>();

  constructor(
    private readonly clock: () => Date,
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = this.clock().getTime();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs && now >= hit.at) return hit.value;
    if (hit) this.entries.delete(key);
    else if (this.entries.size >= this.maxEntries) {
      // The oldest entry goes first (a Map keeps insertion order).
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const value = load();
    const entry = { at: now, value };
    this.entries.set(key, entry);
    const drop = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    value.then((v) => (v === undefined ? drop() : undefined), drop);
    return value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
