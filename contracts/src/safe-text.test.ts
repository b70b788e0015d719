import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UNSAFE_TEXT, clip, escapeUnsafeText, findUnsafeText, isSafeText, safeText } from './safe-text';

describe('safe text: what Postgres and UTF-8 can take', () => {
  it('accepts ordinary text, emoji (surrogate pairs) and every script', () => {
    for (const text of ['PowerLine USB-C 2m', '充電ケーブル', 'Ładowarka 65 W', '🔌⚡ cable', 'tab\tand\nnewline', '']) expect(isSafeText(text)).toBe(true);
  });

  it('refuses a NUL character and lone surrogates wherever they are', () => {
    for (const text of ['a\u0000b', '\u0000', 'x\uD83D', '\uD83Dx', '\uDC00', 'y\uDE00z', '🔌\uD83D']) expect(isSafeText(text)).toBe(false);
  });

  it('adds the refusal to a string schema, keeping its other rules', () => {
    const field = safeText(z.string().trim().max(8, { error: 'too long' }));
    expect(field.safeParse(' ok ').data).toBe('ok');
    expect(field.safeParse('a\u0000b').error?.issues.map((i) => i.message)).toEqual([UNSAFE_TEXT]);
    expect(field.safeParse('123456789').error?.issues.map((i) => i.message)).toEqual(['too long']);
  });

  it('finds the first unsafe string in a nested body, keys included', () => {
    expect(findUnsafeText({ a: 'fine', b: [1, 'ok', { c: 'bad\u0000' }] })).toEqual(['b', '2', 'c']);
    expect(findUnsafeText({ ['k\uD800']: 1 })).toEqual(['k\uD800']);
    expect(findUnsafeText({ a: ['fine', 2, null, true] })).toBeUndefined();
  });

  it('clips without cutting a surrogate pair in two', () => {
    expect(clip('abc', 5)).toBe('abc');
    expect(clip('abcdef', 3)).toBe('abc');
    const clipped = clip('ab🔌', 3);
    expect(clipped).toBe('ab');
    expect(isSafeText(clipped)).toBe(true);
  });

  it('escapes what Postgres refuses as visible text, and leaves the rest alone', () => {
    expect(escapeUnsafeText('a\u0000b\uD800 🔌')).toBe('a\\u0000b\\ud800 🔌');
    expect(isSafeText(escapeUnsafeText('\uDFFF\u0000'))).toBe(true);
  });
});
