import fc from 'fast-check';

/**
 * Hostile values for the fuzz tests: what a broken client, a bot or an attacker sends in place of
 * a field. Each value carries the name of its input class, so a failure (and the survey report)
 * says which kind of input reached a 5xx.
 */
export interface Labelled<T> {
  label: string;
  value: T;
}

const labelled = <T>(label: string, arb: fc.Arbitrary<T>): fc.Arbitrary<Labelled<T>> => arb.map((value) => ({ label, value }));

/** A body limit of 1 MiB: strings just under it (they reach the parsers) and just over it. */
const ONE_MB = 1024 * 1024;

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const controlChar = fc
  .oneof(fc.integer({ min: 0x00, max: 0x1f }), fc.constant(0x7f), fc.integer({ min: 0x80, max: 0x9f }))
  .map((code) => String.fromCharCode(code));
const plain = fc.string({ unit: 'grapheme-ascii', maxLength: 12 });

/** `inner` placed somewhere inside a harmless-looking text. */
const inside = (inner: fc.Arbitrary<string>) => fc.tuple(plain, inner, plain).map(([a, b, c]) => `${a}${b}${c}`);

export const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE customer; --",
  '" OR ""="',
  '1; SELECT pg_sleep(10)',
  "\\x00\\'",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '#{7*7}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'file:///etc/passwd',
  'javascript:alert(1)',
  '\r\nSet-Cookie: evil=1',
  '\r\nBcc: victim@example.com',
  '=cmd|/c calc!A1',
  '__proto__',
  'constructor',
  'prototype',
  '{"$ne":null}',
  '%00',
  '%n%s%x',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
] as const;

export const NUMBER_LIKE = [
  '0',
  '-1',
  '-0',
  '1.5',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '0x1F',
  '1_000',
  '99999999999999999999',
  '9007199254740993',
  ' 7 ',
  '+5',
  '٣',
  '１２',
] as const;

/** Calendar days and local times that do not exist, are out of range or not quite the format. */
export const BAD_DATES = [
  '2026-02-30',
  '2026-02-29',
  '2025-02-29',
  '2026-13-01',
  '2026-00-10',
  '2026-04-31',
  '2026-12-32',
  '2026-01-00',
  '99999-01-01',
  '0000-01-01',
  '-001-01-01',
  '2026-1-1',
  '2026/01/01',
  '01-02-2026',
  '2026-02-30 12:00:00',
  '2026-13-01 10:00:00',
  '2026-01-01 24:00:00',
  '2026-01-01 23:60:00',
  '2026-01-01 23:59:60',
  '2026-01-01 99:99:99',
  '99999-01-01 00:00:00',
  '0000-00-00 00:00:00',
  '2026-01-01T10:00:00Z',
  '2026-01-01 10:00:00.123',
  '１２３４-01-01',
] as const;

/** Random calendar-shaped values: years, months and days well outside their ranges. */
const randomDate = fc
  .tuple(fc.integer({ min: 0, max: 99999 }), fc.integer({ min: 0, max: 19 }), fc.integer({ min: 0, max: 40 }), fc.boolean(), fc.integer({ min: 0, max: 99 }))
  .map(([y, m, d, withTime, h]) => {
    const day = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    return withTime ? `${day} ${String(h).padStart(2, '0')}:${String(h % 70).padStart(2, '0')}:00` : day;
  });

/** Raw percent sequences that do not decode (written as is into form bodies and query strings). */
export const BAD_PERCENT = ['%', '%%', '%zz', '%E0%A4%A', '%C0%80', '%ED%A0%80', '%FF%FE', '%uD800', '%%30', '%2', '%E2%82'] as const;

/** A text field's hostile replacements, each with its input class. */
export const hostileText: fc.Arbitrary<Labelled<string>> = fc.oneof(
  { weight: 3, arbitrary: labelled('unicode', fc.string({ unit: 'binary', maxLength: 40 })) },
  { weight: 2, arbitrary: labelled('grapheme', fc.string({ unit: 'grapheme', maxLength: 20 })) },
  { weight: 3, arbitrary: labelled('control-chars', fc.string({ unit: fc.oneof(controlChar, fc.constantFrom('a', ' ', '\t')), minLength: 1, maxLength: 16 })) },
  { weight: 3, arbitrary: labelled('nul', inside(fc.constant('\u0000'))) },
  { weight: 3, arbitrary: labelled('lone-surrogate', inside(loneSurrogate)) },
  { weight: 1, arbitrary: labelled('reversed-surrogates', inside(fc.constant('\uDC00\uD800'))) },
  { weight: 2, arbitrary: labelled('injection', fc.constantFrom(...INJECTIONS)) },
  { weight: 2, arbitrary: labelled('number-like', fc.constantFrom(...NUMBER_LIKE)) },
  { weight: 3, arbitrary: labelled('bad-date', fc.oneof(fc.constantFrom(...BAD_DATES), randomDate)) },
  { weight: 1, arbitrary: labelled('blank', fc.constantFrom('', ' ', '\t', '\n', '\u00a0', '\u200b', '\ufeff')) },
  {
    weight: 1,
    arbitrary: labelled(
      'long',
      fc.integer({ min: 257, max: 20_000 }).map((n) => 'x'.repeat(n)),
    ),
  },
  {
    weight: 1,
    arbitrary: labelled(
      '1mb',
      fc.constantFrom(ONE_MB - 4096, ONE_MB + 16).map((n) => 'a'.repeat(n)),
    ),
  },
);

/** Deeply nested arrays or objects (parsers and validators that recurse). */
export const deepNesting = fc
  .tuple(fc.integer({ min: 50, max: 20_000 }), fc.boolean())
  .map(([depth, objects]) => (objects ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` : `${'['.repeat(depth)}1${']'.repeat(depth)}`));

/** A JSON field's hostile replacements: wrong types as well as hostile strings. */
export const hostileJsonValue: fc.Arbitrary<Labelled<unknown>> = fc.oneof(
  { weight: 6, arbitrary: hostileText as fc.Arbitrary<Labelled<unknown>> },
  {
    weight: 1,
    arbitrary: labelled(
      'json-number',
      fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0, -1, 1e300, Number.MAX_SAFE_INTEGER + 2)),
    ),
  },
  { weight: 1, arbitrary: labelled('json-boolean', fc.boolean()) },
  { weight: 1, arbitrary: labelled('json-null', fc.constant(null)) },
  { weight: 1, arbitrary: labelled('json-array', fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxLength: 4 })) },
  {
    weight: 1,
    arbitrary: labelled(
      'json-object',
      fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constant({ __proto__: { admin: true } }), fc.constant({ toString: 'x', valueOf: 1 })),
    ),
  },
);

export const labelledValue = labelled;
