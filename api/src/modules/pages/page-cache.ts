/** A rendered page kept for anonymous visitors: the bytes and what the answer needs besides. */
export interface CachedPage {
  status: number;
  contentType: string;
  /**
   * The page's UTF-8 bytes cut where its CSP nonce was: each answer joins them with a fresh one
   * (see ssr-plugin.ts). Joining buffers costs about 15 us for a 70 KB page; replacing the nonce in
   * the string and encoding it again cost about 300 us, most of what a cached page cost the api.
   */
  parts: Buffer[];
  expires: number;
  bytes: number;
}

/** The page's HTML as bytes, cut at every occurrence of the nonce it was rendered with. */
export function cutAtNonce(html: string, nonce: string): Buffer[] {
  return html.split(nonce).map((part) => Buffer.from(part, 'utf8'));
}

/** The page with `nonce` where the rendered one was. */
export function joinWithNonce(parts: Buffer[], nonce: string): Buffer {
  const fresh = Buffer.from(nonce, 'utf8');
  const list: Buffer[] = [];
  parts.forEach((part, i) => {
    if (i > 0) list.push(fresh);
    list.push(part);
  });
  return Buffer.concat(list);
}

/**
 * Rendered HTML by site and address, bounded by total size (a crawler walking free query strings
 * cannot grow it) and by age. Insertion order is the eviction order; a hit is moved to the end,
 * so what campaigns hit stays.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private size = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxBytes: number,
  ) {}

  get(key: string, now = Date.now()): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.pages.delete(key);
    if (page.expires <= now) {
      this.size -= page.bytes;
      return undefined;
    }
    this.pages.set(key, page);
    return page;
  }

  set(key: string, page: Omit<CachedPage, 'expires' | 'bytes'>, now = Date.now()): void {
    const bytes = page.parts.reduce((sum, part) => sum + part.length, 0);
    if (bytes > this.maxBytes / 4) return;
    this.delete(key);
    this.pages.set(key, { ...page, bytes, expires: now + this.ttlMs });
    this.size += bytes;
    for (const [oldest, entry] of this.pages) {
      if (this.size <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.size -= entry.bytes;
    }
  }

  delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.size -= page.bytes;
  }

  /** Forgets every page (content changed). */
  clear(): void {
    this.pages.clear();
    this.size = 0;
  }

  get entries(): number {
    return this.pages.size;
  }
}
