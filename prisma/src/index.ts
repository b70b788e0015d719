import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/client';

export * from '../generated/client';

export type Db = PrismaClient;

/**
 * The one way to get a database client. Prisma 7 talks to Postgres through the pg driver adapter
 * (no native query engine), so the pool size is set here.
 */
export function createDb(databaseUrl: string, options: { poolSize?: number } = {}): Db {
  const adapter = new PrismaPg({ connectionString: databaseUrl, max: options.poolSize ?? 10 });
  return new PrismaClient({ adapter });
}
