import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb } from '@voltline/db';
import { ensureDatabase, migrateDatabase } from '@voltline/db/migrate';
import { seedDatabase } from '@voltline/db/seed';
import { withDatabase } from '../../support/services';
import { onCleanup } from './cleanup';

/** Creates, migrates and seeds the database named in the URL, as a fresh install does. */
export async function createSeededDatabase(databaseUrl: string): Promise<void> {
  await ensureDatabase(databaseUrl);
  await migrateDatabase(databaseUrl);
  const db = createDb(databaseUrl, { poolSize: 2 });
  try {
    await seedDatabase(db);
  } finally {
    await db.$disconnect();
  }
}

/** Drops a database even while processes (a killed api's pool) still hold connections to it. */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`));
}

export interface FaultDatabase {
  name: string;
  url: string;
  /** The same server's maintenance database, for the test's own admin queries. */
  serverUrl: string;
  drop(): Promise<void>;
}

/**
 * A database of the fault test's own: a copy of the run's migrated and seeded template (see
 * global-setup.ts), dropped when the test file ends.
 */
export async function createFaultDatabase(): Promise<FaultDatabase> {
  const serverUrl = inject('faultServerUrl');
  const template = inject('faultTemplateDatabase');
  const name = `voltline_fault_${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${quote(name)} TEMPLATE ${quote(template)}`));
  const drop = () => dropDatabase(serverUrl, name);
  onCleanup(drop);
  return { name, url: withDatabase(serverUrl, name), serverUrl, drop };
}

async function withAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}
