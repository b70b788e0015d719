import { describe, expect, it } from 'vitest';
import { whileHolding, type MailClaim } from './claim';

/**
 * A claim whose renewals answer when the test says: the race of a renewal still in flight when
 * the send ends (and the row is marked sent) is played out in a fixed order.
 */
function claimWithPendingRenewals() {
  const pending: ((held: boolean) => void)[] = [];
  const claim: MailClaim = {
    key: 'k',
    token: 't',
    renew: () => new Promise<boolean>((resolve) => pending.push(resolve)),
    markSent: async () => true,
    release: async () => undefined,
  };
  return { claim, pending };
}

async function untilRenewed(pending: unknown[]) {
  while (pending.length === 0) await new Promise((r) => setTimeout(r, 10));
}

describe('whileHolding: the lease of a mail being sent', () => {
  it('says nothing when a renewal in flight at the end of the send fails (the row was marked sent meanwhile)', async () => {
    const { claim, pending } = claimWithPendingRenewals();
    const lost: string[] = [];
    await whileHolding(
      claim,
      150,
      () => untilRenewed(pending),
      () => lost.push('lost'),
    );
    pending[0]!(false);
    await new Promise((r) => setImmediate(r));
    expect(lost).toEqual([]);
  });

  it('tells of a claim lost while the send is still running: a second copy may go out', async () => {
    const { claim, pending } = claimWithPendingRenewals();
    const lost: string[] = [];
    await whileHolding(
      claim,
      150,
      async () => {
        await untilRenewed(pending);
        pending[0]!(false);
        await new Promise((r) => setImmediate(r));
      },
      () => lost.push('lost'),
    );
    expect(lost).toEqual(['lost']);
  });
});
