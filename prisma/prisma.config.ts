import { defineConfig } from 'prisma/config';

// Prisma 7 reads the connection from here, not from schema.prisma. `generate` needs no database,
// so a placeholder URL keeps it working on a machine where DATABASE_URL is unset.
export default defineConfig({
  schema: 'schema.prisma',
  migrations: { path: 'migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres' },
});
