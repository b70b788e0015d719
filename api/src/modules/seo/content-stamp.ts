import type { Db } from '@voltline/db';
import { readCache } from '../../lib/read-cache';

/**
 * A fingerprint of everything the sitemaps and share images are made of: the newest update time
 * (kept by triggers, see the content_updated_at migration) and the row counts (which see a
 * deleted row). Caches keyed by it start over when the seed or an operator changes content.
 * Asked of Postgres at most every STAMP_TTL_MS: one cheap query, however many crawlers come.
 */
const STAMP_TTL_MS = 10_000;

export function contentStamp(db: Db): () => Promise<string> {
  const cache = readCache<string>({ ttl: STAMP_TTL_MS, max: 1 });
  const load = async () => {
    const [row] = await db.$queryRaw<{ stamp: string }[]>`
      SELECT concat_ws('|',
        greatest(
          (SELECT max(updated_at) FROM product), (SELECT max(updated_at) FROM product_text),
          (SELECT max(updated_at) FROM product_listing), (SELECT max(updated_at) FROM product_category),
          (SELECT max(updated_at) FROM article), (SELECT max(updated_at) FROM article_text),
          (SELECT max(updated_at) FROM article_category), (SELECT max(reviewed_at) FROM product_review)
        ),
        (SELECT count(*) FROM product), (SELECT count(*) FROM product_text), (SELECT count(*) FROM product_listing),
        (SELECT count(*) FROM product_category), (SELECT count(*) FROM article), (SELECT count(*) FROM article_text),
        (SELECT count(*) FROM article_category), (SELECT count(*) FROM product_review), (SELECT count(*) FROM site)
      ) AS stamp`;
    return row?.stamp ?? '';
  };
  return () => cache.memo('stamp', { context: load });
}
