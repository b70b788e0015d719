import type { FastifyPluginAsync } from 'fastify';
import swaggerUi from '@fastify/swagger-ui';
import { requireOperator } from './operator-auth';

/**
 * The API docs (`/api/docs`, the OpenAPI document at `/api/docs/json`) as API_DOCS says: `public`,
 * `operators` (behind the operator credentials, the default in production: the document lists
 * every route and field an attacker would look for), or `off`. The OpenAPI document itself is still
 * built (docs/api.md is generated from it); only its pages are served or not. Registered
 * encapsulated, so the operator check covers these routes only.
 */
export const apiDocsRoutes: FastifyPluginAsync = async (app) => {
  const { API_DOCS: access, OPS_USER: user, OPS_PASSWORD: password } = app.config;
  if (access === 'off') return;
  if (access === 'operators') {
    if (!user || !password) {
      app.log.info('API_DOCS=operators and OPS_USER/OPS_PASSWORD unset: /api/docs is off');
      return;
    }
    await requireOperator(app, { user, password });
  }
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
};
