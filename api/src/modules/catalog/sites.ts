import type { Db } from '@voltline/db';
import { AppError, Status } from '@voltline/contracts';
import { TtlCache } from '../../lib/ttl-cache';

/**
 * Site id -> site code (us, de...), cached five minutes like the site list (docs/product.md §9).
 * The returned lookup throws 625 for an id that is no site.
 */
export function siteCodes(db: Db): (siteId: number) => Promise<string> {
  const cache = new TtlCache<Map<number, string>>(5 * 60 * 1000);
  return async (siteId) => {
    const map = await cache.get('all', async () => new Map((await db.site.findMany({ select: { id: true, code: true } })).map((s) => [s.id, s.code])));
    const code = map.get(siteId);
    if (!code) throw new AppError(Status.notFound);
    return code;
  };
}
