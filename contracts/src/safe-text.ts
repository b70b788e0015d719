import { z } from 'zod';
import { problem } from './problem';

/**
 * Text that Postgres and UTF-8 can take. Postgres refuses the NUL character in `text`, `varchar`
 * and `jsonb`; a lone UTF-16 surrogate (half of a pair, which a JavaScript string may hold) has no
 * UTF-8 encoding and is silently turned into U+FFFD on the way out. Both are refused at the edge so
 * that what was accepted is what gets stored.
 */

// Without the `u` flag a regular expression sees UTF-16 code units, which is what finds lone halves.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isSafeText(value: string): boolean {
  return !UNSAFE.test(value);
}

/** A string schema that also refuses NUL and lone surrogates: `safeText(z.string().trim().max(256))`. */
export function safeText<S extends z.ZodString>(schema: S): S {
  return schema.refine(isSafeText, problem('unsafe_text')) as S;
}

/**
 * C0 and C1 control characters, DEL included. A single-line field (a name, a subject, a product,
 * an order) has no use for any of them, and a CR/LF in one would start a new line of the sender's
 * choosing in the plain-text part of the mails that quote it.
 */
// The Unicode line and paragraph separators (U+2028, U+2029) too: mail clients and JavaScript break
// lines at them as at CR/LF, so they would start a line of the sender's choosing the same way.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** The same less tab, line feed and carriage return: the line breaks a multi-line field keeps. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export function isSingleLineText(value: string): boolean {
  return isSafeText(value) && !CONTROL.test(value);
}

export function isMultiLineText(value: string): boolean {
  return isSafeText(value) && !CONTROL_BUT_LINE_BREAKS.test(value);
}

/** Safe text of one line: no control character and no line or paragraph separator (614 "not allowed" naming the field). */
export function singleLineText<S extends z.ZodString>(schema: S): S {
  return schema.refine(isSingleLineText, problem('unsafe_text')) as S;
}

/** Safe text of several lines: tab, CR and LF kept, every other control character refused. */
export function multiLineText<S extends z.ZodString>(schema: S): S {
  return schema.refine(isMultiLineText, problem('unsafe_text')) as S;
}

/**
 * The path of the first unsafe string anywhere in a parsed body (keys included), or undefined.
 * For checks of whole bodies whose schema is too loose to say it field by field.
 */
export function findUnsafeText(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return isSafeText(value) ? undefined : path;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (!isSafeText(key)) return [...path, key];
    const found = findUnsafeText(inner, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** At most `max` UTF-16 units without cutting a surrogate pair in two (which would leave a lone half). */
export function clip(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.charCodeAt(max - 1);
  return value.slice(0, cut >= 0xd800 && cut <= 0xdbff ? max - 1 : max);
}

/**
 * Escapes what Postgres would refuse (NUL, lone surrogates) as visible `\uXXXX` text, so a value
 * that was refused can still be stored for an operator to read.
 */
export function escapeUnsafeText(value: string): string {
  return value.replace(new RegExp(UNSAFE.source, 'g'), (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
