import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { migrationSchema } from '../support/migration-schema';

/**
 * The migration that renames the seed's statistics tables (`kanban_batch`, `kanban_dead_letter`)
 * keeps every row, its primary keys and its index. Run in a schema of its own on the tables as the
 * two old migrations made them, holding rows.
 */
const migration = (name: string) => new URL(`../../prisma/migrations/${name}/migration.sql`, import.meta.url);
const OLD = ['20261123012145_kanban_statistics', '20261124214131_kanban_dead_letter'];
const RENAME = '20261128110000_statistics_rename';
const { client, schema } = migrationSchema(async (old) => {
  for (const name of OLD) await old.query(await readFile(migration(name), 'utf8'));
});

const tablesOf = async () =>
  (
    await client.query<{ table_name: string }>('SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name', [schema])
  ).rows.map((r) => r.table_name);

describe(`migration ${RENAME}`, () => {
  it('renames the batch and dead-letter tables with every row, key and index', async () => {
    const old = 'kanban_batch';
    const oldDead = 'kanban_dead_letter';
    await client.query(`INSERT INTO "${old}" (id, events, processed_at) VALUES ('job-1', 30, '2026-11-01T10:00:00Z'), ('job-2', 12, '2026-11-02T10:00:00Z')`);
    await client.query(`INSERT INTO "${oldDead}" (job_id, position, kind, event, reason) VALUES ('job-3', 4, 'view', '{"k":"view"}', 'value too long')`);
    expect(await tablesOf()).toContain(old);

    await client.query(await readFile(migration(RENAME), 'utf8'));

    const tables = await tablesOf();
    expect(tables).toContain('statistics_batch');
    expect(tables).toContain('statistics_dead_letter');
    expect(tables.filter((t) => t.startsWith('kanban'))).toEqual([]);
    const batches = await client.query('SELECT id, events FROM statistics_batch ORDER BY id');
    expect(batches.rows).toEqual([
      { id: 'job-1', events: 30 },
      { id: 'job-2', events: 12 },
    ]);
    const dead = await client.query('SELECT job_id, position, kind, reason FROM statistics_dead_letter');
    expect(dead.rows).toEqual([{ job_id: 'job-3', position: 4, kind: 'view', reason: 'value too long' }]);
    const indexes = await client.query<{ indexname: string }>('SELECT indexname FROM pg_indexes WHERE schemaname = $1 ORDER BY indexname', [schema]);
    expect(indexes.rows.map((r) => r.indexname).filter((n) => n.startsWith('statistics_'))).toEqual([
      'statistics_batch_pkey',
      'statistics_dead_letter_created_at_idx',
      'statistics_dead_letter_pkey',
    ]);
    // The primary key still refuses a batch recorded twice (what makes a fold count once).
    await expect(client.query("INSERT INTO statistics_batch (id, events) VALUES ('job-1', 1)")).rejects.toThrow(/duplicate key/);
  });
});
