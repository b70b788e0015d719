import { describe, expect, it } from 'vitest';
import { SIGN_IN_LIMITS, SLOWDOWN_MAX_MS, slowdownMs } from './sign-in-limits';

describe('slowdownMs', () => {
  it('does not slow an account until its failures pass the limit, then grows to a ceiling', () => {
    const max = SIGN_IN_LIMITS.account.max;
    expect(slowdownMs(0)).toBe(0);
    expect(slowdownMs(max)).toBe(0);
    expect(slowdownMs(max + 1)).toBe(500);
    expect(slowdownMs(max + 4)).toBe(2_000);
    expect(slowdownMs(max + 1_000)).toBe(SLOWDOWN_MAX_MS);
  });
});
