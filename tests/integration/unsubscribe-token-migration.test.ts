import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../../api/src/lib/tokens';
import { migrationSchema } from '../support/migration-schema';

/**
 * The migration that stores newsletter unsubscribe tokens hashed keeps the links already mailed
 * working: it replaces each stored token by the hash the api computes for the token of a link.
 * Run on a copy of the table as it was before (the subscriber columns the migration touches), in
 * a schema of its own.
 */
const MIGRATION = new URL('../../prisma/migrations/20261127030000_subscriber_unsubscribe_token_hash/migration.sql', import.meta.url);
const { client, schema } = migrationSchema(async (old) => {
  await old.query('CREATE TABLE "subscriber" ("id" UUID PRIMARY KEY, "email" TEXT NOT NULL, "unsubscribe_token" VARCHAR(64) NOT NULL)');
  await old.query('CREATE UNIQUE INDEX "subscriber_unsubscribe_token_key" ON "subscriber"("unsubscribe_token")');
});

describe('migration 20261127030000_subscriber_unsubscribe_token_hash', () => {
  it('replaces every stored unsubscribe token by the hash of the token the mailed link carries', async () => {
    const tokens = [newToken(), newToken()];
    for (const [i, token] of tokens.entries()) {
      await client.query('INSERT INTO "subscriber" VALUES ($1, $2, $3)', [crypto.randomUUID(), `s${i}@example.com`, token]);
    }
    await client.query(await readFile(MIGRATION, 'utf8'));
    const { rows } = await client.query<{ email: string; hash: string }>('SELECT "email", "unsubscribe_token_hash" AS hash FROM "subscriber" ORDER BY "email"');
    expect(rows.map((r) => r.hash)).toEqual(tokens.map(hashToken));
    const columns = await client.query('SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2', [
      schema,
      'subscriber',
    ]);
    expect(columns.rows.map((r: { column_name: string }) => r.column_name)).not.toContain('unsubscribe_token');
  });
});
