// `npm run warranty:record -- --order <id> --kind replacement|exchange|refund [--at YYYY-MM-DD] [--note "..."]`:
// records the outcome of a warranty claim (there is no admin screen). Exit code 0 when recorded,
// 1 when refused (the reason is printed), 2 on bad usage.
import { parseArgs } from 'node:util';
import { createDb } from '@voltline/db';
import { ClaimError, recordClaim } from './claims';

const USAGE = 'usage: npm run warranty:record -- --order 123-1234567-1234567 --kind replacement|exchange|refund [--at YYYY-MM-DD] [--note "text"]';

let values;
try {
  ({ values } = parseArgs({
    options: { order: { type: 'string' }, kind: { type: 'string' }, at: { type: 'string' }, note: { type: 'string' }, help: { type: 'boolean' } },
    strict: true,
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (values.help || !values.order || !values.kind) {
  console.error(USAGE);
  process.exit(values.help ? 0 : 2);
}
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set: point it at the database.');
  process.exit(2);
}

const db = createDb(url, { poolSize: 1 });
try {
  const claim = await recordClaim(db, { order: values.order, kind: values.kind, at: values.at, note: values.note });
  const left = claim.kind === 'refund' ? 'the order has no cover any more' : `free replacements left: ${claim.freeReplacementsLeft}`;
  console.log(`recorded ${claim.kind} on order ${claim.orderId} (${claim.at}); ${left}`);
} catch (error) {
  if (!(error instanceof ClaimError)) throw error;
  console.error(`refused: ${error.message}`);
  process.exitCode = 1;
} finally {
  await db.$disconnect();
}
