import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password';

describe('password hashing', () => {
  it('uses argon2id with at least 19 MiB, 2 iterations and 1 lane', async () => {
    const hash = await hashPassword('abc123');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(needsRehash(hash)).toBe(false);
  });

  it('verifies the right password only, and never throws on a bad hash', async () => {
    const hash = await hashPassword('Secret42');
    expect(await verifyPassword(hash, 'Secret42')).toBe(true);
    expect(await verifyPassword(hash, 'secret42')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'Secret42')).toBe(false);
  });

  it('salts: the same password hashes differently twice', async () => {
    expect(await hashPassword('abc123')).not.toBe(await hashPassword('abc123'));
  });

  it('asks for a rehash of weaker parameters', () => {
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA')).toBe(true);
  });
});
