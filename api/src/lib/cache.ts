import { LRUCache } from 'lru-cache';

export interface TtlCacheOptions {
  /** Entries kept at most; the least recently used go first. */
  max: number;
  ttlMs: number;
}

/**
 * The one in-process cache: bounded and expiring. Only for values that may be a few seconds stale
 * and that every instance can rebuild on its own (never counters or security state).
 */
export class TtlCache<V> {
  private readonly lru: LRUCache<string, { value: V }>;
  private readonly loading = new Map<string, Promise<V>>();

  constructor(options: TtlCacheOptions) {
    this.lru = new LRUCache({ max: options.max, ttl: options.ttlMs });
  }

  get(key: string): { value: V } | undefined {
    return this.lru.get(key);
  }

  set(key: string, value: V): void {
    // Wrapped, so null and undefined results can be cached too.
    this.lru.set(key, { value });
  }

  /** The cached value, or `load`'s result stored for next time; concurrent misses share one load. */
  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.lru.get(key);
    if (hit) return hit.value;
    let pending = this.loading.get(key);
    if (!pending) {
      pending = load().finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    const value = await pending;
    this.set(key, value);
    return value;
  }

  clear(): void {
    this.lru.clear();
  }
}
