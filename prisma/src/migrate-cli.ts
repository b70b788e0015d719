// `node dist/migrate.mjs` (the production image's migrate step; `npm run db:migrate` in a checkout):
// creates the database named in DATABASE_URL if missing, then applies pending migrations.
import { ensureDatabase, migrateDatabase } from './migrate';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set: point it at the database to migrate.');
  process.exit(1);
}
await ensureDatabase(url);
await migrateDatabase(url);
