// Database set-up for app start, tests and the production image's migrate step: create the
// database, then apply pending migrations with Prisma's own `migrate deploy` (through
// prisma-cli.ts, which also works offline).
import { stripVTControlCharacters } from 'node:util';
import pg from 'pg';
import { parseIntoClientConfig } from 'pg-connection-string';
import { exitCode, prismaCliEnv, spawnPrismaCli } from './prisma-cli';

function databaseName(databaseUrl: string): string {
  const name = parseIntoClientConfig(databaseUrl).database;
  if (!name) throw new Error('The database URL names no database');
  return name;
}

/** Applies the pending migrations of prisma/migrations to the database; throws with the CLI's output. */
export async function migrateDatabase(databaseUrl: string): Promise<void> {
  const { env } = await prismaCliEnv({ ...process.env, DATABASE_URL: databaseUrl });
  const child = spawnPrismaCli(['migrate', 'deploy'], env, ['ignore', 'pipe', 'pipe']);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await exitCode(child);
  output = stripVTControlCharacters(output);
  if (code !== 0) throw new Error(`prisma migrate deploy failed (exit code ${code}):\n${output}`);

  // The CLI lists what it applied as "  └─ <name>/" lines.
  const applied = [...output.matchAll(/└─ (\S+)\/$/gm)].map((m) => m[1]);
  const name = databaseName(databaseUrl);
  console.log(applied.length ? `[db] ${name}: applied ${applied.join(', ')}` : `[db] ${name}: no pending migrations`);
}

/** Creates the database named in the URL unless it exists (connecting to `postgres` on the same server). */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const config = parseIntoClientConfig(databaseUrl);
  const name = databaseName(databaseUrl);
  const client = new pg.Client({ ...config, database: 'postgres' });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } catch (error) {
    // Created meanwhile by a concurrent caller: duplicate_database, or the catalogue's unique index.
    const code = (error as { code?: string }).code;
    if (code !== '42P04' && code !== '23505') throw error;
  } finally {
    await client.end();
  }
}
