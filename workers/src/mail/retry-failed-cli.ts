// `npm run mail:retry-failed -- <outbox-id>...` or `-- --all`: sends failed mail again (see
// retry-failed.ts). Prints what it did; exit code 1 when an id given is not a failed mail.
import { createDb } from '@voltline/db';
import { loadWorkersConfigOrExit } from '../config';
import { producerConnection } from '@voltline/platform/redis';
import { queueSet } from '@voltline/platform/queues';
import { OutboxDispatcher } from '@voltline/platform/outbox';
import { retryFailedMail } from './retry-failed';

const args = process.argv.slice(2);
const all = args.includes('--all');
const ids = args.filter((a) => !a.startsWith('-'));
if (all === ids.length > 0) {
  console.error('usage: npm run mail:retry-failed -- <outbox-id> [<outbox-id>...]   or   npm run mail:retry-failed -- --all');
  process.exit(1);
}

const config = loadWorkersConfigOrExit();

const db = createDb(config.DATABASE_URL, { poolSize: 2 });
const redis = producerConnection(config.REDIS_URL);
const queues = queueSet(redis, config.QUEUE_PREFIX);
let failed = false;
try {
  const result = await retryFailedMail({ db, queues, dispatcher: new OutboxDispatcher(db, queues) }, all ? 'all' : ids);
  for (const id of result.handedOver) console.log(`${id}: handed to the mail queue again`);
  for (const id of result.leftToSweep) console.log(`${id}: reset; Redis unreachable, the workers' outbox sweep will hand it over`);
  for (const id of result.notFailed) console.log(`${id}: not a failed mail, left alone`);
  console.log(`${result.handedOver.length + result.leftToSweep.length} failed mail(s) sent again`);
  failed = result.notFailed.length > 0;
} finally {
  await queues.close();
  await redis.quit().catch(() => redis.disconnect());
  await db.$disconnect();
}
process.exit(failed ? 1 : 0);
