import { defineConfig } from 'prisma/config';

// Prisma 7 reads the connection from here, not from schema.prisma. `generate` needs no database,
// so a default URL keeps it working where DATABASE_URL is unset; `migrate dev` then uses a
// development database of its own, never the server's `postgres` database.
export default defineConfig({
  schema: 'schema.prisma',
  migrations: { path: 'migrations' },
  // Keep in step with DEV_DATABASE_URL in scripts/prisma.ts.
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/voltline_dev' },
});
