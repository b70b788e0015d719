/**
 * A small in-process cache for reads that change rarely (sites, menus, suggestions). Entries expire
 * after `ttlMs`; concurrent misses for one key share the same load.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expires: number }>();

  constructor(private readonly ttlMs: number) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = load();
    this.entries.set(key, { value, expires: now + this.ttlMs });
    // A failed load must not be cached.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
