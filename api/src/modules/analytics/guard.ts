import type { FastifyReply, FastifyRequest } from 'fastify';
import { Status } from '@voltline/contracts';
import { fail } from '../../lib/envelope';
import type { AttemptLimiter } from '../../lib/limits';
import type { AnalystCredentials } from './credentials';

/**
 * Whether a guess at the analyst token from this address may be compared: it takes its place in
 * the address's window first, in one step in Redis, and is refused (619, HTTP 429) unchecked once
 * the window is full; a right token gives its place back. A count read before the comparison and
 * written after it let parallel guesses through (each read the same count: 33 to 79 of 100 were
 * compared); taken first, at most the limit ever are, and a right guess past it is refused like a
 * wrong one. Used by every way the token is given (Bearer, Basic, the insights sign-in).
 */
export async function compareGuess(failures: AttemptLimiter, ip: string, holds: () => boolean): Promise<boolean> {
  await failures.consume(ip);
  const right = holds();
  if (right) await failures.giveBack(ip);
  return right;
}

/**
 * The analyst API's gate (onRequest): the token in the Authorization header, or the insights
 * page's session cookie. A session id is 256 random bits, nothing to guess, so a cookie that
 * names no live session (over, signed out, opened with a token since replaced) is answered 401
 * without being counted: a page left open when the token changed would otherwise spend the
 * analyst's guesses with its parallel calls. An address whose window is full is refused all the same.
 */
export function analystGate(credentials: AnalystCredentials, failures: AttemptLimiter) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.routeOptions.config?.analystSignIn) return;
    const authorization = request.headers.authorization;
    if (authorization !== undefined) {
      if (await compareGuess(failures, request.ip, () => credentials.headerHolds(authorization))) return;
    } else {
      // A call without credentials is no guess either (like a browser before its basic-auth prompt).
      await failures.refuseWhenReached(request.ip);
      if (await credentials.hasSession(request)) return;
    }
    // The envelope like every other refusal: 603 (not signed in), localized, with HTTP 401. The
    // Basic challenge makes a spreadsheet's "import from URL" ask for the password; the insights
    // page (which holds its cookie) gets none, so the browser shows it no password dialog.
    reply.header(
      'www-authenticate',
      credentials.hasCookie(request) ? 'Bearer realm="analytics"' : 'Bearer realm="analytics", Basic realm="analytics", charset="UTF-8"',
    );
    return fail(request, reply, Status.notSignedIn, 401);
  };
}
