import { buildApp } from '@voltline/api/app';
import { loadConfig } from '@voltline/api/config';
import type { OpenApiDocument } from './openapi-types';

/**
 * The configuration the reference is generated with. Every optional part of the API is switched
 * on (the analyst API needs ANALYTICS_TOKEN, the operator pages OPS_USER/OPS_PASSWORD), so the
 * reference shows all of it. The stores point at a closed port: the OpenAPI document is built from
 * the route schemas alone, so generating it needs no Postgres and no Redis, and cannot depend on
 * what they hold. WEB_DIST names no build, so the result is the same before and after
 * `npm run build`.
 */
const DOCS_CONFIG = {
  NODE_ENV: 'test',
  PUBLIC_URL: 'http://localhost:3000',
  DATABASE_URL: 'postgresql://docs@127.0.0.1:1/docs',
  REDIS_URL: 'redis://127.0.0.1:1',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent/voltline-web-dist',
  ANALYTICS_TOKEN: 'api-docs-generation-token',
  OPS_USER: 'docs',
  OPS_PASSWORD: 'api-docs-generation',
} as const;

/** The OpenAPI document of the API exactly as `/api/docs/json` serves it (`app.swagger()`). */
export async function loadOpenApiDocument(): Promise<OpenApiDocument> {
  const app = await buildApp(loadConfig({ ...DOCS_CONFIG }));
  try {
    await app.ready();
    return app.swagger() as unknown as OpenApiDocument;
  } finally {
    await app.close();
  }
}
