import { z } from 'zod';
import { problem } from './problem';

/**
 * Dates parsed strictly. JavaScript's `Date` (and many parsers) roll impossible dates over
 * (`2026-02-30` becomes March 2nd) while Postgres refuses them (month 13) or stores the rolled-over
 * day: a date is accepted only when every part of it exists on the calendar (what a round trip
 * through Date would check), and inside a sane window.
 */

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` as milliseconds at UTC midnight, or undefined when it is not a calendar date. */
export function parseStrictDate(value: string): number | undefined {
  if (value.length !== 10 || value[4] !== '-' || value[7] !== '-') return undefined;
  return toMs(number(value, 0, 4), number(value, 5, 2), number(value, 8, 2), 0, 0, 0);
}

/** `YYYY-MM-DD HH:mm:ss` (a wall clock, read as UTC) as milliseconds, or undefined when it does not exist. */
export function parseStrictDateTime(value: string): number | undefined {
  if (value.length !== 19 || value[4] !== '-' || value[7] !== '-' || value[10] !== ' ' || value[13] !== ':' || value[16] !== ':') return undefined;
  return toMs(number(value, 0, 4), number(value, 5, 2), number(value, 8, 2), number(value, 11, 2), number(value, 14, 2), number(value, 17, 2));
}

// Checked field by field rather than by a round trip through Date: this runs on every statistics
// request, and Date objects cost several times more.
function toMs(year: number, month: number, day: number, hour: number, minute: number, second: number): number | undefined {
  // Postgres has no year 0; -1 is what number() says for anything but ASCII digits.
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) return undefined;
  return daysFromCivil(year, month, day) * DAY_MS + ((hour * 60 + minute) * 60 + second) * 1000;
}

/** The ASCII digits at [from, from + length) as a number, or -1. */
function number(value: string, from: number, length: number): number {
  let n = 0;
  for (let i = from; i < from + length; i++) {
    const digit = value.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    n = n * 10 + digit;
  }
  return n;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

export interface DateWindow {
  /** The earliest date accepted, `YYYY-MM-DD` (default 2015-01-01). */
  earliest?: string;
  /** How far past now a date may be, in days (default 2: a visitor's clock runs up to 14 h ahead of UTC, and may be a little wrong); null for no limit. */
  aheadDays?: number | null;
  /** The clock (tests pass their own). */
  now?: () => number;
}

/** A string field read by `parse` and kept inside the window; the earliest day is read once, here. */
function dateField(parse: (value: string) => number | undefined, { earliest = '2015-01-01', aheadDays = 2, now = Date.now }: DateWindow) {
  const from = parseStrictDate(earliest);
  if (from === undefined) throw new Error(`earliest must be YYYY-MM-DD, not ${earliest}`);
  const inWindow = (t: number) => t >= from && (aheadDays === null || t <= now() + aheadDays * DAY_MS);
  return z
    .string()
    .trim()
    .refine((v) => {
      const t = parse(v);
      return t !== undefined && inWindow(t);
    }, problem('date'));
}

/** A `YYYY-MM-DD HH:mm:ss` field that exists on the calendar and lies in the window. */
export function strictDateTimeField(window: DateWindow = {}) {
  return dateField(parseStrictDateTime, window);
}

/** A `YYYY-MM-DD` field that exists on the calendar and lies in the window. */
export function strictDateField(window: DateWindow = {}) {
  return dateField(parseStrictDate, window);
}
