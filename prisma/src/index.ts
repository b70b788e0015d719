import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/client';

export * from '../generated/client';

export type Db = PrismaClient;

/**
 * The one way to get a database client. Prisma 7 talks to Postgres through the pg driver adapter
 * (no native query engine), so the pool size is set here.
 */
export interface DbOptions {
  poolSize?: number;
  /** How long to wait for a connection (opened or free in the pool); unset = without end. */
  connectTimeoutMs?: number;
  /** How long to wait for a query's answer, client side; unset = without end. */
  queryTimeoutMs?: number;
}

export function createDb(databaseUrl: string, options: DbOptions = {}): Db {
  const adapter = new PrismaPg({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 0,
    query_timeout: options.queryTimeoutMs,
  });
  return new PrismaClient({ adapter });
}
