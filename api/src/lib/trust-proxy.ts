import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * TRUST_PROXY: which hops of X-Forwarded-For the api believes (docs/operations.md, "Behind a load
 * balancer"). Fastify's `trustProxy` takes a hop count or the proxies' addresses (proxy-addr); "trust
 * every hop" is refused, because then the left-most value, which the client writes itself, becomes
 * its address and every per-address limit can be escaped by changing it on each request.
 *
 * - unset, empty, `false` or `0`: off (the socket's address is the client);
 * - a whole number n: the n proxies nearest the api are trusted (the client is the n-th address
 *   from the right of X-Forwarded-For). Only where nothing but those proxies can reach the api's
 *   port: a client connecting directly would be taken for a proxy;
 * - a comma list of addresses or CIDR ranges (or proxy-addr's `loopback`, `linklocal`,
 *   `uniquelocal`): those proxies are trusted, whatever their number.
 */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

const REFUSED =
  'TRUST_PROXY must be off (false), a number of proxy hops (1 behind one load balancer), or the proxies\' addresses / CIDR ranges, comma-separated; "true" (every hop) lets any client choose its own address';

export const trustProxyField = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = (raw ?? '').trim();
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrRange)) return entries;
    ctx.addIssue({ code: 'custom', message: REFUSED });
    return z.NEVER;
  });

/**
 * The `trustProxy` option of Fastify for a TRUST_PROXY value. Fastify 5.12 trusts no hop at all
 * when given a bare number (it cannot check the nearest peer), so a hop count is given as
 * proxy-addr's trust function: the address at distance `hop` (0 = the socket) is a proxy while
 * `hop < n`.
 */
export function fastifyTrustProxy(value: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  const hops = value;
  return (_address, hop) => hop < hops;
}
