import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { INSIGHTS_SESSION_HOURS } from '@voltline/contracts/analytics';
import { sameSecret } from '../../lib/credentials';
import { hashToken, newToken } from '../../lib/tokens';

const SESSION_SECONDS = INSIGHTS_SESSION_HOURS * 3600;
const COOKIE_PATH = '/api/analytics';
const SESSION_SHAPE = /^[\w-]{43}$/;

/**
 * The analyst's ways in, all worth the same token (ANALYTICS_TOKEN, docs/operations.md):
 * - `Authorization: Bearer <token>`, for scripts;
 * - `Authorization: Basic` with the token as the password (any user name), which spreadsheets'
 *   "import from URL" and BI tools speak;
 * - the insights page's session cookie, which the page gets for the token once (POST /session):
 *   a random id whose SHA-256 is kept in Redis for 8 hours, HttpOnly (no script reads it),
 *   SameSite=Strict (no other site's page sends it) and scoped to /api/analytics (no page request
 *   carries it). Signing out deletes it from Redis, so a copied cookie dies with it.
 *
 * A session is tied to the token it was opened with: Redis keeps, beside it, an HMAC of the
 * session id keyed with the token, compared on each use with one keyed with the token in force.
 * Replacing ANALYTICS_TOKEN (it leaked, an analyst left) therefore ends every session opened with
 * the old one, on the next request, without anyone clearing Redis. Keyed with the token and
 * bound to the id (which Redis holds only as a hash), the value tells a copy of Redis nothing to
 * test guesses of the token against.
 */
export class AnalystCredentials {
  readonly cookieName: string;

  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly token: string,
    private readonly production: boolean,
    /** Secure cookie: in production and whenever PUBLIC_URL is https. */
    private readonly secure = production,
  ) {
    // __Secure- (not __Host-, which needs Path=/): the browser refuses it from plain HTTP.
    this.cookieName = production ? '__Secure-vl_insights' : 'vl_insights';
  }

  isToken(given: string): boolean {
    return sameSecret(given, this.token);
  }

  hasCookie(request: FastifyRequest): boolean {
    return request.cookies[this.cookieName] !== undefined;
  }

  /** Whether an Authorization header carries the token, as Bearer or as the password of Basic. */
  headerHolds(authorization: string): boolean {
    const [scheme = '', value = ''] = authorization.trim().split(/\s+/, 2);
    if (scheme.toLowerCase() === 'bearer') return this.isToken(value);
    if (scheme.toLowerCase() !== 'basic') return false;
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    return colon >= 0 && this.isToken(decoded.slice(colon + 1));
  }

  private key(id: string): string {
    return `${this.keyPrefix}:${hashToken(id)}`;
  }

  /** The session's tie to the token in force (see the class comment). */
  private tie(id: string): string {
    return createHmac('sha256', this.token).update(id).digest('base64url');
  }

  /** Whether the request's cookie names a live session opened with the token in force. */
  async hasSession(request: FastifyRequest): Promise<boolean> {
    const id = request.cookies[this.cookieName];
    if (!id || !SESSION_SHAPE.test(id)) return false;
    const stored = await this.redis.get(this.key(id));
    return stored !== null && sameSecret(stored, this.tie(id));
  }

  async startSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await this.endSession(request, reply);
    const id = newToken();
    await this.redis.set(this.key(id), this.tie(id), 'EX', SESSION_SECONDS);
    reply.setCookie(this.cookieName, id, { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: this.secure, maxAge: SESSION_SECONDS });
  }

  async endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const id = request.cookies[this.cookieName];
    if (id === undefined) return;
    if (SESSION_SHAPE.test(id)) await this.redis.del(this.key(id));
    reply.clearCookie(this.cookieName, { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: this.secure });
  }
}
