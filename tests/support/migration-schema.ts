import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';

/**
 * A schema of its own on this run's database, for a test of one migration on the tables as they
 * were before it (the public schema has every migration applied, and other test files use it):
 * a beforeAll creates the schema, makes it the client's search path and lets `prepare` lay the
 * old tables; an afterAll drops it.
 */
export function migrationSchema(prepare: (client: pg.Client) => Promise<void>): { client: pg.Client; schema: string } {
  const schema = `migration_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  beforeAll(async () => {
    await client.connect();
    await client.query(`CREATE SCHEMA "${schema}"`);
    await client.query(`SET search_path TO "${schema}"`);
    await prepare(client);
  });
  afterAll(async () => {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  });
  return { client, schema };
}
