// The care team's command for warranty records (there is no admin screen). Exit code 0 when
// done, 1 when refused (the reason is printed), 2 on bad usage.
//   npm run warranty:record -- --order <id> --kind replacement|exchange|refund [--at YYYY-MM-DD] [--note "..."]
//     records the outcome of a warranty claim;
//   npm run warranty:record -- --order <id> --move-to <email> [--by <name>] [--note "..."]
//     moves an order to another email (its owner, its device), audited in order_owner_move.
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { createDb } from '@voltline/db';
import { ClaimError, recordClaim } from './claims';
import { moveOrder } from './order-move';

const USAGE = [
  'usage: npm run warranty:record -- --order 123-1234567-1234567 --kind replacement|exchange|refund [--at YYYY-MM-DD] [--note "text"]',
  '       npm run warranty:record -- --order 123-1234567-1234567 --move-to new-owner@example.com [--by "your name"] [--note "text"]',
].join('\n');

let values;
try {
  ({ values } = parseArgs({
    options: {
      order: { type: 'string' },
      kind: { type: 'string' },
      at: { type: 'string' },
      note: { type: 'string' },
      'move-to': { type: 'string' },
      by: { type: 'string' },
      help: { type: 'boolean' },
    },
    strict: true,
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
const moveTo = values['move-to'];
if (values.help || !values.order || (!values.kind && !moveTo) || (values.kind && moveTo)) {
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
  if (moveTo) {
    // The audit's "who": said explicitly, or the operator's login on this machine.
    const moved = await moveOrder(db, { order: values.order, to: moveTo, by: values.by ?? userInfo().username, note: values.note });
    const device = moved.deviceMoved ? 'its device moved too' : 'not imported yet: the device follows once it is';
    console.log(`moved order ${moved.orderId} from ${moved.from} to ${moved.to}; ${device}`);
  } else {
    const claim = await recordClaim(db, { order: values.order, kind: values.kind!, at: values.at, note: values.note });
    const left = claim.kind === 'refund' ? 'the order has no cover any more' : `free replacements left: ${claim.freeReplacementsLeft}`;
    console.log(`recorded ${claim.kind} on order ${claim.orderId} (${claim.at}); ${left}`);
  }
} catch (error) {
  if (!(error instanceof ClaimError)) throw error;
  console.error(`refused: ${error.message}`);
  process.exitCode = 1;
} finally {
  await db.$disconnect();
}
