import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';
import type { TestProject } from 'vitest/node';
import { createDb } from '@voltline/db';
import { ensureDatabase, migrateDatabase } from '@voltline/db/migrate';
import { seedDatabase } from '@voltline/db/seed';
import { resolveServices, withDatabase } from './services';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    redisUrl: string;
    queuePrefix: string;
  }
}

/**
 * One database per test run (created, migrated, seeded, dropped) and one Redis key prefix, so
 * runs never see each other's data.
 */
export default async function setup(project: TestProject) {
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const services = await resolveServices();
  const databaseUrl = withDatabase(services.postgresServerUrl, `voltline_test_${runId}`);
  const queuePrefix = `test-${runId}`;

  await ensureDatabase(databaseUrl);
  await migrateDatabase(databaseUrl);
  const db = createDb(databaseUrl, { poolSize: 2 });
  await seedDatabase(db);
  await db.$disconnect();

  project.provide('databaseUrl', databaseUrl);
  project.provide('redisUrl', services.redisUrl);
  project.provide('queuePrefix', queuePrefix);

  return async () => {
    const admin = new pg.Client({ connectionString: services.postgresServerUrl });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS "voltline_test_${runId}" WITH (FORCE)`);
    } finally {
      await admin.end();
    }
    const redis = new Redis(services.redisUrl);
    try {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${queuePrefix}*`, 'COUNT', 1000);
        cursor = next;
        if (keys.length > 0) await redis.unlink(...keys);
      } while (cursor !== '0');
    } finally {
      redis.disconnect();
    }
    await services.stop();
  };
}
