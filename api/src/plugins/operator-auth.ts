import type { FastifyInstance } from 'fastify';
import basicAuth from '@fastify/basic-auth';
import { Status } from '@voltline/contracts';
import { credentialsMatch, type Credentials } from '../lib/credentials';
import { AttemptLimiter, FAILED_CREDENTIALS_LIMIT } from '../lib/limits';
import { fail } from '../lib/envelope';

/**
 * Basic auth with the operator credentials (OPS_USER / OPS_PASSWORD) on every route of `scope`
 * (an encapsulated plugin): Bull Board, /metrics and, in production, the API docs. Both the user
 * and the password are compared, length-safely (lib/credentials.ts).
 *
 * Wrong credentials are limited per address, and every scope shares one count. A request that
 * brings an Authorization header takes its place in the address's window first, in one step in
 * Redis, and is refused (619, HTTP 429) unchecked once the window is full; only then are its
 * credentials compared, and right ones give their place back. A count read before the comparison
 * and written after it let parallel guesses through (each read the same count: 33 to 79 of 100
 * were compared); this way at most the limit ever are, and a right guess past it is refused like
 * a wrong one. A request without the header is no guess: it gets the challenge, uncounted.
 */
export async function requireOperator(scope: FastifyInstance, expected: Credentials): Promise<void> {
  const failures = new AttemptLimiter(scope.redis, `${scope.config.QUEUE_PREFIX}:rate:ops-auth`, FAILED_CREDENTIALS_LIMIT);
  await scope.register(basicAuth, {
    authenticate: { realm: 'Voltline operations' },
    validate: async (user, password, request) => {
      if (!credentialsMatch({ user, password }, expected)) throw new Error('unauthorized');
      await failures.giveBack(request.ip);
    },
  });
  // Answered here rather than thrown: Bull Board's plugin has an error handler of its own.
  scope.addHook('onRequest', async (request, reply) => {
    if (request.headers.authorization === undefined) return;
    if (!(await failures.allows(request.ip))) return fail(request, reply, Status.tooManyAttempts, 429);
  });
  scope.addHook('onRequest', scope.basicAuth);
}
