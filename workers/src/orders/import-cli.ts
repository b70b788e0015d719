// `npm run orders:import -- <report.tsv>`: imports a marketplace "all orders" report (see report.ts),
// prints the counts and each rejected line, then hands the re-check of pending warranty
// registrations to the queue (or leaves it to the outbox sweeper when Redis is unreachable).
// Exit code 0 when the report was read (rejected lines included), 1 when it could not be.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createDb } from '@voltline/db';
import { loadWorkersConfigOrExit } from '../config';
import { producerConnection } from '@voltline/platform/redis';
import { queueSet } from '@voltline/platform/queues';
import { OutboxDispatcher } from '@voltline/platform/outbox';
import { importOrders } from './import';
import { ReportError, parseReport } from './report';

const file = process.argv[2];
if (!file || file.startsWith('-')) {
  console.error('usage: npm run orders:import -- <report.tsv>');
  process.exit(1);
}
// npm runs scripts from the repository root; a relative path means relative to where it was typed.
const fullPath = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

const config = loadWorkersConfigOrExit();

let text: string;
try {
  text = await readFile(fullPath, 'utf8');
} catch (error) {
  console.error(`cannot read ${fullPath}: ${(error as Error).message}`);
  process.exit(1);
}

let report;
try {
  report = parseReport(text);
} catch (error) {
  if (!(error instanceof ReportError)) throw error;
  console.error(`${path.basename(fullPath)}: ${error.message}; nothing imported`);
  process.exit(1);
}

const db = createDb(config.DATABASE_URL, { poolSize: 2 });
try {
  const result = await importOrders(db, report);
  console.log(
    `${path.basename(fullPath)}: ${result.imported} imported, ${result.updated} updated, ${result.unchanged} unchanged, ${result.rejected.length} rejected`,
  );
  for (const r of result.rejected) console.log(`  line ${r.line}: ${r.reason}`);

  if (result.recheck) {
    const redis = producerConnection(config.REDIS_URL);
    const queues = queueSet(redis, config.QUEUE_PREFIX);
    const dispatcher = new OutboxDispatcher(db, queues);
    const handed = await dispatcher.dispatch(result.recheck);
    console.log(
      handed
        ? 'pending warranty registrations will be checked again now'
        : 'queue unreachable: the workers will check pending registrations at their next outbox sweep',
    );
    await queues.close();
    await redis.quit().catch(() => redis.disconnect());
  }
} finally {
  await db.$disconnect();
}
