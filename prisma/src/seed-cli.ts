import { createDb } from './index';
import { seedDatabase } from './seed';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set: point it at the database to seed.');
  process.exit(1);
}
const db = createDb(url);
try {
  const counts = await seedDatabase(db);
  console.log(`seeded ${counts.sites} sites, ${counts.menuEntries} menu entries, ${counts.keywords} keywords`);
} finally {
  await db.$disconnect();
}
