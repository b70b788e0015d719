import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { Redis } from 'ioredis';
import pg from 'pg';
import { ensureDatabase, migrateDatabase } from '@voltline/db/migrate';
import { CLOCK_TICKS_PER_SECOND, readProcessTable, withDescendants } from '../cpu';

/** CPU seconds used so far by a process this probe started and its descendants. */
export function cpuSecondsOfTree(pid: number): number {
  const table = readProcessTable();
  const tree = withDescendants([pid], table);
  return table.filter((p) => tree.has(p.pid)).reduce((sum, p) => sum + p.ticks, 0) / CLOCK_TICKS_PER_SECOND;
}

/**
 * CPU seconds (user + system, all threads) used so far by the processes whose command line matches:
 * for the shared Redis and Postgres the probes use, which serve other work too (measure on a quiet machine).
 */
export function cpuSeconds(match: (commandLine: string) => boolean): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (!match(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))) continue;
      // Fields after the command name: utime is the 12th, stime the 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended while being read.
    }
  }
  return ticks / 100; // USER_HZ is 100 on Linux
}

export const isRedis = (c: string) => c.startsWith('redis-server');
export const isPostgres = (c: string) => c.startsWith('postgres');

export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const server = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

export interface ProbeDatabase {
  url: string;
  /** A Redis key prefix of the same run. */
  prefix: string;
  /** Drops the database and this run's Redis keys. */
  drop(): Promise<void>;
}

/** A fresh, migrated database (on DATABASE_URL's server) and Redis prefix for one probe run. */
export async function probeDatabase(): Promise<ProbeDatabase> {
  const runId = randomBytes(3).toString('hex');
  const url = new URL(server);
  url.pathname = `/voltline_probe_${runId}`;
  await ensureDatabase(url.toString());
  await migrateDatabase(url.toString());
  const prefix = `probe-${runId}`;
  return {
    url: url.toString(),
    prefix,
    async drop() {
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.unlink(...keys);
      redis.disconnect();
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "voltline_probe_${runId}" WITH (FORCE)`);
      await admin.end();
    },
  };
}
