import { hash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { statisticsSaltKey } from '@voltline/platform/statistics-keys';
import { createIsbotFromList, list } from 'isbot';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Unique visitors without storing an IP or a cookie: a visitor is the hash of (the day's secret
 * salt, IP, user agent, site). The salt lives in Redis, shared by every api process, and expires
 * after two days, after which nobody can link a hash to an IP any more.
 *
 * Today's salt is kept in memory once fetched, so hashing a visitor is synchronous on the hot path;
 * only the first request of a day waits for Redis.
 */
export class VisitorHasher {
  private today: { salt: string; endsAt: number } | undefined;
  private pending: Promise<void> | undefined;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  /** The visitor's hash, synchronously when today's salt is known; otherwise a promise of it. */
  hash(ip: string, userAgent: string, site: string, now = Date.now()): string | Promise<string> {
    const today = this.today;
    if (today && now >= today.endsAt - DAY_MS && now < today.endsAt) return digest(today.salt, ip, userAgent, site);
    return this.loadSalt(now).then(() => this.hash(ip, userAgent, site, now));
  }

  private loadSalt(now: number): Promise<void> {
    if (this.pending) return this.pending;
    const day = new Date(now).toISOString().slice(0, 10);
    const key = statisticsSaltKey(this.prefix, day);
    const candidate = randomBytes(32).toString('hex');
    // SET NX GET: the first process to need the day's salt creates it; the others read that one.
    this.pending = this.redis
      .set(key, candidate, 'EX', 2 * 24 * 3600, 'NX', 'GET')
      .then((existing) => {
        this.today = { salt: existing ?? candidate, endsAt: Date.parse(`${day}T00:00:00Z`) + DAY_MS };
      })
      .finally(() => {
        this.pending = undefined;
      });
    return this.pending;
  }
}

function digest(salt: string, ip: string, userAgent: string, site: string): string {
  return hash('sha256', `${salt}\n${ip}\n${userAgent}\n${site}`, 'hex').slice(0, 32);
}

/**
 * Automated clients, by user agent (isbot's list: crawlers, link previews, monitors, HTTP
 * libraries). They are answered normally but not counted. Headless Chromium stays counted, as it
 * was before isbot: the browser tests drive one and check that its visits are counted.
 */
const automated = createIsbotFromList(list.filter((pattern) => pattern !== 'headless'));

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || automated(userAgent);
}
