import { describe, expect, it } from 'vitest';
import { subscriptionRequest } from './newsletter';
import { issueStatus } from './problem';

const statusOf = (input: unknown) => {
  const result = subscriptionRequest.safeParse(input);
  return result.success ? 'ok' : result.error.issues.map(issueStatus);
};

describe('subscription request (shared by the footer form and the API)', () => {
  it('accepts the old client fields and normalises the email', () => {
    const parsed = subscriptionRequest.parse({ email: '  Ann@Example.COM ', subscribe: '1', site: 'DE', local_time: '2026-11-22 10:00:00' });
    expect(parsed.email).toBe('ann@example.com');
    expect(parsed.site).toBe('de');
  });

  it('maps each failure to its catalogue status', () => {
    expect(statusOf({ email: '', agreement: '1', site: 'us' })).toEqual([608]);
    expect(statusOf({ agreement: '1', site: 'us' })).toEqual([608]);
    expect(statusOf({ email: 'a@b', agreement: '1', site: 'us' })).toEqual([609]);
    expect(statusOf({ email: 'a@b.co', agreement: 'off', site: 'us' })).toEqual([618]);
    expect(statusOf({ email: 'a@b.co', agreement: '0', subscribe: '1', site: 'us' })).toEqual([618]);
    expect(statusOf({ email: 'a@b.co', agreement: 'on', site: '' })).toEqual([610]);
  });

  it('rejects a local_time that is not YYYY-MM-DD HH:mm:ss', () => {
    expect(statusOf({ email: 'a@b.co', agreement: 'yes', site: 'us', local_time: '22/11/2026' })).not.toBe('ok');
  });
});
