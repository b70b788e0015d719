import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Customer, Db, Prisma } from '@voltline/db';
import { AppError, Status } from '@voltline/contracts';
import { crossSiteTest } from '../lib/same-origin';
import { hashToken, newToken } from '../lib/tokens';

/**
 * Server-side sessions. The cookie holds a random 256-bit token; the database holds only its
 * SHA-256 (the session id), so a leaked table gives no working cookie. A session ends at the first
 * of: 7 days without use (idle, sliding), 30 days after sign-in (absolute), or revocation
 * (sign-out, password reset). Signing in always starts a new session (no fixation).
 *
 * Cross-site requests: the cookie is SameSite=Lax, and routes that act on the session declare
 * `config: { sameOrigin: true }`; those refuse a request whose Origin (or, without one, Referer)
 * is not the site's own (603, HTTP 403). Requests with neither header are non-browser clients and
 * pass: a browser always sends Origin on a cross-site POST.
 */
export const SESSION_IDLE_MS = 7 * 24 * 3600 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600 * 1000;
/** lastSeenAt is written at most this often: no database write on every request. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;
const TOKEN_SHAPE = /^[\w-]{43}$/;

export interface SignedIn {
  sessionId: string;
  customer: Customer;
}

export interface SessionStore {
  /** The cookie's name: `__Host-` prefixed in production (Secure, whole site, no Domain). */
  readonly cookieName: string;
  /** Ends the request's current session, if any, and starts a new one for this customer. */
  start(request: FastifyRequest, reply: FastifyReply, customer: Customer): Promise<void>;
  /** Ends the request's current session, if any, and clears the cookie. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Ends every session of a customer (after a password reset), inside the caller's transaction. */
  revokeAll(tx: Prisma.TransactionClient | Db, customerId: string, now?: Date): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
  }
  interface FastifyRequest {
    /** The signed-in customer, looked up on first call and remembered for the request; null when signed out. */
    signedIn(): Promise<SignedIn | null>;
    /** Like signedIn(), but throws 603 when nobody is signed in. */
    requireSignedIn(): Promise<SignedIn>;
  }
  interface FastifyContextConfig {
    /** Refuse cross-origin calls (state-changing calls that act on the session). */
    sameOrigin?: boolean;
  }
}

export const sessionPlugin = fp(async (app) => {
  const { config, db } = app;
  const production = config.NODE_ENV === 'production';
  const cookieName = production ? '__Host-vl_session' : 'vl_session';
  const publicOrigin = new URL(config.PUBLIC_URL).origin;
  // Secure whenever the site is served over https, not only in production: a staging or test
  // deployment on https must not let its session cookie travel over plain http either.
  const secure = production || publicOrigin.startsWith('https:');

  await app.register(cookie, { secret: config.SESSION_SECRET });

  const memo = new WeakMap<FastifyRequest, Promise<SignedIn | null>>();

  async function lookup(request: FastifyRequest, now = new Date()): Promise<SignedIn | null> {
    const token = request.cookies[cookieName];
    if (!token || !TOKEN_SHAPE.test(token)) return null;
    const session = await db.session.findUnique({ where: { id: hashToken(token) }, include: { customer: true } });
    if (!session || session.revokedAt || session.idleExpiresAt <= now || session.expiresAt <= now) return null;
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      const idle = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, session.expiresAt.getTime()));
      await db.session.update({ where: { id: session.id }, data: { lastSeenAt: now, idleExpiresAt: idle } });
    }
    return { sessionId: session.id, customer: session.customer };
  }

  app.decorateRequest('signedIn', function (this: FastifyRequest) {
    let found = memo.get(this);
    if (!found) {
      found = lookup(this);
      memo.set(this, found);
    }
    return found;
  });
  app.decorateRequest('requireSignedIn', async function (this: FastifyRequest) {
    const signedIn = await this.signedIn();
    if (!signedIn) throw new AppError(Status.notSignedIn);
    return signedIn;
  });

  const cookieOptions = (maxAgeSeconds: number) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    maxAge: maxAgeSeconds,
  });

  const sessions: SessionStore = {
    cookieName,

    async start(request, reply, customer) {
      const now = new Date();
      const previous = await request.signedIn();
      const token = newToken();
      const id = hashToken(token);
      const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
      await db.$transaction([
        ...(previous ? [db.session.updateMany({ where: { id: previous.sessionId, revokedAt: null }, data: { revokedAt: now } })] : []),
        // Housekeeping while here: this customer's dead sessions.
        db.session.deleteMany({ where: { customerId: customer.id, OR: [{ expiresAt: { lt: now } }, { idleExpiresAt: { lt: now } }] } }),
        db.session.create({
          data: {
            id,
            customerId: customer.id,
            createdAt: now,
            lastSeenAt: now,
            idleExpiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
            expiresAt,
            userAgent: (request.headers['user-agent'] ?? '').slice(0, 512),
          },
        }),
      ]);
      reply.setCookie(cookieName, token, cookieOptions(Math.floor(SESSION_ABSOLUTE_MS / 1000)));
      memo.set(request, Promise.resolve({ sessionId: id, customer }));
    },

    async end(request, reply) {
      const current = await request.signedIn();
      if (current) await db.session.updateMany({ where: { id: current.sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
      if (request.cookies[cookieName] !== undefined) reply.clearCookie(cookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure });
      memo.set(request, Promise.resolve(null));
    },

    async revokeAll(tx, customerId, now = new Date()) {
      const { count } = await tx.session.updateMany({ where: { customerId, revokedAt: null }, data: { revokedAt: now } });
      return count;
    },
  };
  app.decorate('sessions', sessions);

  const crossSite = crossSiteTest(config.PUBLIC_URL, production);
  const refuseCrossOrigin = async (request: FastifyRequest) => {
    if (crossSite(request)) {
      request.log.info({ origin: request.headers.origin, referer: request.headers.referer }, 'cross-origin call refused');
      throw new AppError(Status.notSignedIn, 403);
    }
  };
  // Attached to the routes that ask for it, so every other request (the statistics above all) skips it.
  app.addHook('onRoute', (route) => {
    if (!route.config?.sameOrigin) return;
    const own = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [refuseCrossOrigin, ...own];
  });
});
