import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueProblem } from './problem';
import { clip, escapeUnsafeText, findUnsafeText, isSafeText, multiLineText, safeText, singleLineText } from './safe-text';

describe('safe text: what Postgres and UTF-8 can take', () => {
  it('accepts ordinary text, emoji (surrogate pairs) and every script', () => {
    for (const text of ['PowerLine USB-C 2m', '充電ケーブル', 'Ładowarka 65 W', '🔌⚡ cable', 'tab\tand\nnewline', '']) expect(isSafeText(text)).toBe(true);
  });

  it('refuses a NUL character and lone surrogates wherever they are', () => {
    for (const text of ['a\u0000b', '\u0000', 'x\uD83D', '\uD83Dx', '\uDC00', 'y\uDE00z', '🔌\uD83D']) expect(isSafeText(text)).toBe(false);
  });

  it('adds the refusal to a string schema, keeping its other rules', () => {
    const field = safeText(z.string().trim().max(8));
    expect(field.safeParse(' ok ').data).toBe('ok');
    expect(field.safeParse('a\u0000b').error?.issues.map(issueProblem)).toEqual(['unsafe_text']);
    expect(field.safeParse('123456789').error?.issues.map((i) => i.code)).toEqual(['too_big']);
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

  it('single-line text refuses every C0 and C1 control character, DEL included, and keeps the rest', () => {
    const field = singleLineText(z.string().trim().max(64));
    for (const text of ['Ann Smith', 'Ładowarka 65 W', '充電ケーブル', '🔌 cable', 'a\u00a0b']) expect(field.safeParse(text).success, text).toBe(true);
    for (const code of [0x00, 0x09, 0x0a, 0x0d, 0x1b, 0x1f, 0x7f, 0x80, 0x85, 0x9f]) {
      const text = `Ann${String.fromCharCode(code)}Smith`;
      expect(field.safeParse(text).error?.issues.map(issueProblem), `U+${code.toString(16)}`).toEqual(['unsafe_text']);
    }
  });

  it('single-line text refuses the Unicode line and paragraph separators (U+2028, U+2029), which mail clients break lines at', () => {
    const field = singleLineText(z.string().trim().max(64));
    for (const text of ['Ann\u2028Smith', 'Ann\u2029Smith'])
      expect(field.safeParse(text).error?.issues.map(issueProblem), JSON.stringify(text)).toEqual(['unsafe_text']);
  });

  it('multi-line text keeps tab, CR and LF and refuses the other controls', () => {
    const field = multiLineText(z.string());
    expect(field.safeParse('First line\r\nSecond\tline\n').success).toBe(true);
    for (const text of ['a\u0000b', 'a\u000bb', 'a\u001bb', 'a\u0085b', 'a\u007fb']) expect(field.safeParse(text).success, JSON.stringify(text)).toBe(false);
  });
});
