import { describe, expect, it } from 'vitest';
import { credentialsMatch, sameSecret } from './credentials';

const OPS = { user: 'ops', password: 'ops-password-1' };

describe('operator credentials', () => {
  it('match only when both the user and the password are right', () => {
    expect(credentialsMatch(OPS, OPS)).toBe(true);
    expect(credentialsMatch({ user: 'ops', password: 'wrong-password' }, OPS)).toBe(false);
    expect(credentialsMatch({ user: 'opz', password: OPS.password }, OPS)).toBe(false);
    expect(credentialsMatch({ user: '', password: '' }, OPS)).toBe(false);
  });

  it('compare the password too when the user is wrong (nothing times the user name)', () => {
    const compared: string[] = [];
    const spy = (given: string, expected: string) => {
      compared.push(expected);
      return sameSecret(given, expected);
    };
    expect(credentialsMatch({ user: 'intruder', password: 'guess' }, OPS, spy)).toBe(false);
    expect(compared).toEqual([OPS.user, OPS.password]);
  });

  it('compare secrets of any lengths without throwing, right only when equal', () => {
    expect(sameSecret('ops-password-1', 'ops-password-1')).toBe(true);
    expect(sameSecret('ops-password-10', 'ops-password-1')).toBe(false);
    expect(sameSecret('', 'ops-password-1')).toBe(false);
    expect(sameSecret('pässwörd', 'passwort')).toBe(false);
  });
});
