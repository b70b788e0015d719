import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LIMITS } from '../../api/src/modules/account/sign-in-limits';
import { postForm, startStack, confirmedAccount, type Stack } from '../support/stack';

/**
 * The per-account failure limit of one address holds under parallel guesses: each attempt takes its
 * place in the window atomically before the password is checked, so no more than the limit are ever
 * checked however many arrive at once (a count read first and written after the check let 25 to 28
 * of 30 through).
 */
const PASSWORD = 'Volt2026';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ workers: false, env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await stack?.close();
});

describe('sign-in failures raced from one address', () => {
  it('checks exactly 10 of 30 parallel wrong passwords on one account; the other 20 are refused (619) unchecked', async () => {
    expect(SIGN_IN_LIMITS.accountFromAddress.max).toBe(10);
    const email = await confirmedAccount(stack.db, 'race', PASSWORD);
    const attacker = { 'x-forwarded-for': '198.18.0.7' };
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => postForm(stack.baseUrl, '/api/front/customer/login', { email, password: `Wrong${i}00` }, attacker)),
    );
    const statuses = answers.map((a) => a.body.status);
    expect(statuses.filter((s) => s === 602)).toHaveLength(10);
    expect(statuses.filter((s) => s === 619)).toHaveLength(20);
    expect(answers.filter((a) => a.body.status === 619).every((a) => a.http === 429)).toBe(true);
    // The owner, from another address, still signs in.
    const owner = await postForm(stack.baseUrl, '/api/front/customer/login', { email, password: PASSWORD }, { 'x-forwarded-for': '198.18.0.8' });
    expect(owner.body).toMatchObject({ state: 1, data: { email } });
  });
});
