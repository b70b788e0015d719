import type { Db } from '@voltline/db';
import { AppError, Status } from '@voltline/contracts';
import { readCache } from '../../lib/read-cache';

/**
 * Site id -> site code (us, de...), cached as long as the site list (`READ_CACHE_MS`, docs/product.md §9).
 * The returned lookup throws 625 for an id that is no site.
 */
export function siteCodes(db: Db, ttl: number): (siteId: number) => Promise<string> {
  const cache = readCache<Map<number, string>>({ ttl, max: 1 });
  return async (siteId) => {
    const map = await cache.memo('all', {
      context: async () => new Map((await db.site.findMany({ select: { id: true, code: true } })).map((s) => [s.id, s.code])),
    });
    const code = map.get(siteId);
    if (!code) throw new AppError(Status.notFound);
    return code;
  };
}
