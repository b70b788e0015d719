import { describe, expectTypeOf, it } from 'vitest';
import { statisticsQueue, ordersQueue } from '@voltline/contracts/jobs';
import type { QueueSet } from './queues';

describe('queueSet().enqueue', () => {
  it('takes only the job names and payload shapes of the queue it is given (checked by the compiler)', () => {
    const view = { k: 'view', day: '2025-01-31', site: 'us', uri: '/', visitor: 'v'.repeat(32) } as const;
    // Never run: tsc fails when a line marked @ts-expect-error compiles.
    const producers = (queues: QueueSet) => [
      queues.enqueue(statisticsQueue, 'batch', { events: [view] }, { jobId: 'a' }),
      queues.enqueue(ordersQueue, 'checkRegistration', { registrationId: 'r' }, { jobId: 'b' }),
      // @ts-expect-error the statistics queue has one job, `batch`
      queues.enqueue(statisticsQueue, 'events', { events: [view] }, { jobId: 'c' }),
      // @ts-expect-error a page view needs its day
      queues.enqueue(statisticsQueue, 'batch', { events: [{ k: 'view', site: 'us', uri: '/', visitor: 'v'.repeat(32) }] }, { jobId: 'd' }),
      // @ts-expect-error an order job's payload is not a statistics batch
      queues.enqueue(ordersQueue, 'checkRegistration', { events: [view] }, { jobId: 'e' }),
    ];
    expectTypeOf(producers).returns.toEqualTypeOf<Promise<void>[]>();
  });
});
