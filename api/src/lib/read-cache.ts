import { LRUCache, type Perf } from 'lru-cache';

/**
 * The caller's read, handed to `memo` as its context: `cache.memo(key, { context: load })`. It gets
 * the key, so a hot route can hand the same function to every request: a function made per request
 * (`{ context: () => load(id) }`) is also named per request by the build's keepNames (esbuild's
 * `__name`, a property definition), about 4 % of the CPU of a cached read in a profile.
 */
type Load<V> = (key: string) => Promise<V>;

/** A read cache: `memo(key, { context: load })` answers from the cache or runs `load` once. */
export type ReadCache<V> = LRUCache<string, Promise<V>, Load<V>>;

export interface ReadCacheOptions {
  /** How long an entry is served, in ms, counted from the start of its load. */
  ttl: number;
  /**
   * Entries kept; beyond it the least recently used goes. Keys built from query values (a title to
   * search, a page number) are unbounded, and this keeps memory flat whatever clients send.
   */
  max: number;
  /** The clock, for tests (lru-cache's `perf`); `performance` otherwise. */
  perf?: Perf;
}

/** The Cache-Control of a public read kept `ttl` ms: browsers and CDNs keep it as long as this process does. */
export function publicMaxAge(ttl: number): string {
  return `public, max-age=${Math.round(ttl / 1000)}`;
}

/**
 * An in-process cache for reads that change rarely (sites, menus, list queries), on lru-cache. It
 * keeps the load's promise, so concurrent misses for one key share one load; a load that fails is
 * dropped at once, so the next read tries again instead of serving the error for `ttl`.
 */
export function readCache<V>({ ttl, max, perf }: ReadCacheOptions): ReadCache<V> {
  const cache: ReadCache<V> = new LRUCache<string, Promise<V>, Load<V>>({
    ttl,
    max,
    ...(perf ? { perf } : {}),
    memoMethod: (key, _stale, { context: load }) => {
      const value = load(key);
      // Only this load's entry: a newer one may have replaced it meanwhile.
      value.catch(() => cache.peek(key) === value && cache.delete(key));
      return value;
    },
  });
  return cache;
}
