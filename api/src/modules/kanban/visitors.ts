import { hash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Unique visitors without storing an IP or a cookie: a visitor is the hash of (the day's secret
 * salt, IP, user agent, site). The salt lives in Redis, shared by every api process, and expires
 * after two days, after which nobody can link a hash to an IP any more.
 */
export class VisitorHasher {
  private readonly salts = new Map<string, Promise<string>>();

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hash(ip: string, userAgent: string, site: string, now = new Date()): Promise<string> {
    const salt = await this.saltFor(now.toISOString().slice(0, 10));
    return hash('sha256', `${salt}\n${ip}\n${userAgent}\n${site}`, 'hex').slice(0, 32);
  }

  private saltFor(day: string): Promise<string> {
    let salt = this.salts.get(day);
    if (!salt) {
      const key = `${this.prefix}:kanban:salt:${day}`;
      const candidate = randomBytes(32).toString('hex');
      // SET NX: the first process to need today's salt creates it; the others read that one.
      salt = this.redis
        .set(key, candidate, 'EX', 2 * 24 * 3600, 'NX', 'GET')
        .then((existing) => existing ?? candidate);
      salt.catch(() => this.salts.delete(day));
      this.salts.set(day, salt);
      for (const old of this.salts.keys()) if (old < day) this.salts.delete(old);
    }
    return salt;
  }
}

/** Obvious automated clients, by user agent. They are answered normally but not counted. */
const BOT = /bot\b|bot\/|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|lighthouse|pingdom|uptimerobot|curl\/|wget\/|python-requests|httpclient|go-http-client|okhttp|java\//i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || BOT.test(userAgent);
}
