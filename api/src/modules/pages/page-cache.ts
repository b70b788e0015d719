import type { PageCopy } from './page-copy';

interface Entry {
  copy: PageCopy;
  /** Until then the copy is fresh. */
  freshUntil: number;
  /** Until then an expired copy may still be served while the next one renders. */
  staleUntil: number;
  /** Until then the copy is kept to stand in for a render that fails (stale-if-error). */
  keepUntil: number;
}

export interface CacheHit {
  copy: PageCopy;
  /** False once the copy has expired: serve it, and render the next one in the background. */
  fresh: boolean;
}

export interface PageCacheTimes {
  /** How long a copy is served as is. */
  freshMs: number;
  /** How much longer an expired copy is served while its successor renders. */
  graceMs: number;
  /** How long after it expired a copy still stands in for a render that fails (the store is away). */
  ifErrorMs: number;
}

/**
 * Rendered pages by address, bounded by total size (a crawler walking free query strings cannot
 * grow it) and by age. Insertion order is the eviction order; a hit is moved to the end, so what
 * campaigns hit stays. An expired copy is kept for a grace period and served while its successor
 * renders (stale-while-revalidate, as the pages' Cache-Control tells CDNs), so the visitors of a
 * campaign landing never wait for a render once the page has been rendered once. Past the grace
 * period the copy is no hit any more, but it is kept (stale-if-error) for the render that cannot
 * read its data: while Postgres is away, a page rendered before is served as it was.
 */
export class PageCache {
  private readonly pages = new Map<string, Entry>();
  private size = 0;

  constructor(
    private readonly times: PageCacheTimes,
    private readonly maxBytes: number,
  ) {}

  get(key: string, now = Date.now()): CacheHit | undefined {
    const entry = this.entry(key, now);
    if (!entry || entry.staleUntil <= now) return undefined;
    // Touched: moved to the end of the eviction order.
    this.pages.delete(key);
    this.pages.set(key, entry);
    return { copy: entry.copy, fresh: now < entry.freshUntil };
  }

  /**
   * The last copy of the address, however stale, for a render that failed because the store is
   * away. It is served as stale for `forMs` more, so the visitors of the next moments get it at
   * once (one background render tries again) instead of each waiting for a render that fails.
   */
  lastGood(key: string, forMs: number, now = Date.now()): PageCopy | undefined {
    const entry = this.entry(key, now);
    if (!entry) return undefined;
    entry.staleUntil = Math.max(entry.staleUntil, Math.min(now + forMs, entry.keepUntil));
    return entry.copy;
  }

  set(key: string, copy: PageCopy, now = Date.now()): void {
    if (copy.bytes > this.maxBytes / 4) return;
    this.delete(key);
    const { freshMs, graceMs, ifErrorMs } = this.times;
    this.pages.set(key, { copy, freshUntil: now + freshMs, staleUntil: now + freshMs + graceMs, keepUntil: now + freshMs + Math.max(graceMs, ifErrorMs) });
    this.size += copy.bytes;
    for (const [oldest, entry] of this.pages) {
      if (this.size <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.size -= entry.copy.bytes;
    }
  }

  delete(key: string): void {
    const entry = this.pages.get(key);
    if (!entry) return;
    this.pages.delete(key);
    this.size -= entry.copy.bytes;
  }

  /** Forgets every page (content changed): nothing stale is served after that. */
  clear(): void {
    this.pages.clear();
    this.size = 0;
  }

  get entries(): number {
    return this.pages.size;
  }

  /** The entry of the address while it is kept at all; one past every horizon is forgotten. */
  private entry(key: string, now: number): Entry | undefined {
    const entry = this.pages.get(key);
    if (!entry) return undefined;
    if (entry.keepUntil <= now) {
      this.delete(key);
      return undefined;
    }
    return entry;
  }
}
