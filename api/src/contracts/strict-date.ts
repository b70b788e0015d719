import { z } from 'zod';

/**
 * Dates parsed strictly. JavaScript's `Date` (and many parsers) roll impossible dates over
 * (`2026-02-30` becomes March 2nd) while Postgres refuses them (month 13) or stores the rolled-over
 * day: a date is accepted only when it reads back exactly as written, and inside a sane window.
 */

/** The zod issue message of a date that does not exist or is out of its window (localized by the error handler). */
export const NOT_A_DATE = 'not a date';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` as milliseconds at UTC midnight, or undefined when it is not a calendar date. */
export function parseStrictDate(value: string): number | undefined {
  const m = DATE.exec(value);
  return m ? roundTrip(+m[1]!, +m[2]!, +m[3]!, 0, 0, 0) : undefined;
}

/** `YYYY-MM-DD HH:mm:ss` (a wall clock, read as UTC) as milliseconds, or undefined when it does not exist. */
export function parseStrictDateTime(value: string): number | undefined {
  const m = DATE_TIME.exec(value);
  return m ? roundTrip(+m[1]!, +m[2]!, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : undefined;
}

function roundTrip(year: number, month: number, day: number, hour: number, minute: number, second: number): number | undefined {
  const t = Date.UTC(year, month - 1, day, hour, minute, second);
  const d = new Date(t);
  const same =
    d.getUTCFullYear() === year &&
    d.getUTCMonth() === month - 1 &&
    d.getUTCDate() === day &&
    d.getUTCHours() === hour &&
    d.getUTCMinutes() === minute &&
    d.getUTCSeconds() === second;
  return same ? t : undefined;
}

export interface DateWindow {
  /** The earliest date accepted, `YYYY-MM-DD` (default 2015-01-01). */
  earliest?: string;
  /** How far past now a date may be, in days (default 2: a visitor's clock runs up to 14 h ahead of UTC, and may be a little wrong); null for no limit. */
  aheadDays?: number | null;
  /** The clock (tests pass their own). */
  now?: () => number;
}

function inWindow(t: number, { earliest = '2015-01-01', aheadDays = 2, now = Date.now }: DateWindow): boolean {
  if (t < parseStrictDate(earliest)!) return false;
  return aheadDays === null || t <= now() + aheadDays * DAY_MS;
}

/** A `YYYY-MM-DD HH:mm:ss` field that exists on the calendar and lies in the window. */
export function strictDateTimeField(window: DateWindow = {}) {
  return z
    .string()
    .trim()
    .refine((v) => {
      const t = parseStrictDateTime(v);
      return t !== undefined && inWindow(t, window);
    }, { error: NOT_A_DATE });
}

/** A `YYYY-MM-DD` field that exists on the calendar and lies in the window. */
export function strictDateField(window: DateWindow = {}) {
  return z
    .string()
    .trim()
    .refine((v) => {
      const t = parseStrictDate(v);
      return t !== undefined && inWindow(t, window);
    }, { error: NOT_A_DATE });
}
