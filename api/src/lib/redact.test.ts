import { describe, expect, it } from 'vitest';
import { redactForDisplay } from './redact';

describe('redactForDisplay', () => {
  it('masks emails, hides secrets and tokens in links, keeps the rest', () => {
    const shown = redactForDisplay({
      to: 'ann.smith@example.com',
      password: 'hunter22',
      confirmUrl: 'https://voltline.example/subscription_confirm?token=abc123&lang=de',
      nested: [{ sessionId: 'x', lang: 'de' }],
    });
    expect(shown).toEqual({
      to: 'a***@example.com',
      password: '[redacted]',
      confirmUrl: 'https://voltline.example/subscription_confirm?token=[redacted]&lang=de',
      nested: [{ sessionId: '[redacted]', lang: 'de' }],
    });
  });
});
