import type { PageCopy } from './page-copy';

interface Entry {
  copy: PageCopy;
  /** Until then the copy is fresh. */
  freshUntil: number;
  /** Until then an expired copy may still be served while the next one renders. */
  staleUntil: number;
}

export interface CacheHit {
  copy: PageCopy;
  /** False once the copy has expired: serve it, and render the next one in the background. */
  fresh: boolean;
}

/**
 * Rendered pages by address, bounded by total size (a crawler walking free query strings cannot
 * grow it) and by age. Insertion order is the eviction order; a hit is moved to the end, so what
 * campaigns hit stays. An expired copy is kept for a grace period and served while its successor
 * renders (stale-while-revalidate, as the pages' Cache-Control tells CDNs), so the visitors of a
 * campaign landing never wait for a render once the page has been rendered once.
 */
export class PageCache {
  private readonly pages = new Map<string, Entry>();
  private size = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly graceMs: number,
    private readonly maxBytes: number,
  ) {}

  get(key: string, now = Date.now()): CacheHit | undefined {
    const entry = this.pages.get(key);
    if (!entry) return undefined;
    this.pages.delete(key);
    if (entry.staleUntil <= now) {
      this.size -= entry.copy.bytes;
      return undefined;
    }
    this.pages.set(key, entry);
    return { copy: entry.copy, fresh: now < entry.freshUntil };
  }

  set(key: string, copy: PageCopy, now = Date.now()): void {
    if (copy.bytes > this.maxBytes / 4) return;
    this.delete(key);
    this.pages.set(key, { copy, freshUntil: now + this.ttlMs, staleUntil: now + this.ttlMs + this.graceMs });
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
}
