import { describe, expect, expectTypeOf, it } from 'vitest';
import { QUEUES, isJobName, statisticsQueue, mailQueue, ordersQueue, queueJob, queueNamed, type OutboxJob, type QueueJob } from './queues';

const confirm = {
  to: 'ann@example.com',
  lang: 'nl',
  siteUrl: 'https://voltline.example',
  confirmUrl: 'https://voltline.example/c?t=1',
  unsubscribeUrl: 'https://voltline.example/u?t=1',
} as const;

describe('queue definitions', () => {
  it('are found by the name stored with a job, and by nothing else', () => {
    expect(queueNamed('mail')).toBe(mailQueue);
    expect(queueNamed('orders')).toBe(ordersQueue);
    expect(queueNamed('outbox')).toBeUndefined();
    expect(queueNamed('toString')).toBeUndefined();
    expect(Object.values(QUEUES).map((q) => q.name)).toEqual(['mail', 'statistics', 'orders']);
  });

  it('know their job names', () => {
    expect(isJobName(mailQueue, 'newsletterConfirm')).toBe(true);
    expect(isJobName(mailQueue, 'checkRegistration')).toBe(false);
    expect(isJobName(statisticsQueue, 'batch')).toBe(true);
  });

  it('type a job by its queue: a job name the queue does not have, or a payload of the wrong shape, does not compile', () => {
    expectTypeOf(queueJob(mailQueue, 'newsletterConfirm', confirm)).toExtend<OutboxJob>();
    expectTypeOf<QueueJob<typeof ordersQueue>>().toEqualTypeOf<
      // reqId: the request that started the job (contracts/src/jobs/request-id.ts), optional everywhere.
      | { queue: 'orders'; name: 'checkRegistration'; payload: { registrationId: string; reqId?: string | undefined } }
      | { queue: 'orders'; name: 'recheckPending'; payload: { reqId?: string | undefined } }
      | { queue: 'orders'; name: 'proofSweep'; payload: { reqId?: string | undefined } }
    >();
    // Statistics never go through the outbox.
    expectTypeOf<QueueJob<typeof statisticsQueue>>().not.toExtend<OutboxJob>();

    // Never run: only the compiler's refusals are checked here (tsc fails when a line compiles).
    const refused = () => [
      // @ts-expect-error the mail queue has no job of that name
      queueJob(mailQueue, 'newsletterConfirmed', confirm),
      // @ts-expect-error a newsletter confirmation needs its unsubscribe link
      queueJob(mailQueue, 'newsletterConfirm', { to: confirm.to, lang: confirm.lang, siteUrl: confirm.siteUrl, confirmUrl: confirm.confirmUrl }),
      // @ts-expect-error the order check takes a registration id, not an order number
      queueJob(ordersQueue, 'checkRegistration', { orderNumber: '123-1234567-1234567' }),
    ];
    expect(refused).toBeTypeOf('function');
  });

  it('refuse a payload that fails its schema when the job is made', () => {
    expect(queueJob(mailQueue, 'newsletterConfirm', confirm)).toEqual({ queue: 'mail', name: 'newsletterConfirm', payload: confirm });
    expect(() => queueJob(mailQueue, 'newsletterConfirm', { ...confirm, to: 'not an address' })).toThrow();
  });
});
