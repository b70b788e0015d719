import type { FastifyInstance } from 'fastify';
import basicAuth from '@fastify/basic-auth';
import { Status } from '@voltline/contracts';
import { credentialsMatch, type Credentials } from '../lib/credentials';
import { AttemptLimiter, FAILED_CREDENTIALS_LIMIT } from '../lib/limits';
import { fail } from '../lib/envelope';

/**
 * Basic auth with the operator credentials (OPS_USER / OPS_PASSWORD) on every route of `scope`
 * (an encapsulated plugin): Bull Board, /metrics and, in production, the API docs. Both the user
 * and the password are compared, length-safely (lib/credentials.ts); wrong ones are counted per
 * address, and an address that failed too often is refused (619, HTTP 429) before its
 * credentials are even compared. Every scope shares one count.
 */
export async function requireOperator(scope: FastifyInstance, expected: Credentials): Promise<void> {
  const failures = new AttemptLimiter(scope.redis, `${scope.config.QUEUE_PREFIX}:rate:ops-auth`, FAILED_CREDENTIALS_LIMIT);
  await scope.register(basicAuth, {
    authenticate: { realm: 'Voltline operations' },
    validate: async (user, password, request) => {
      if (!credentialsMatch({ user, password }, expected)) {
        await failures.count(request.ip);
        throw new Error('unauthorized');
      }
    },
  });
  // Answered here rather than thrown: Bull Board's plugin has an error handler of its own.
  scope.addHook('onRequest', async (request, reply) => {
    if ((await failures.held(request.ip)) >= FAILED_CREDENTIALS_LIMIT.max) return fail(request, reply, Status.tooManyAttempts, 429);
  });
  scope.addHook('onRequest', scope.basicAuth);
}
