import { parseStrictDate } from '@voltline/contracts';

const DAY_MS = 86_400_000;

/**
 * How many calendar days a statistics event's `local_time` may lie from the server's UTC date,
 * either way (docs/decisions/0022-statistics-local-time-window.md). Time zones run from UTC-12
 * to UTC+14, so a right clock always reads the UTC date, the day before or the day after; one
 * day either way also leaves at least 10 hours for a wrong clock or a late request, in every zone.
 */
export const LOCAL_TIME_WINDOW_DAYS = 1;

/**
 * Whether an event dated `localTime` (`YYYY-MM-DD HH:mm:ss`, the visitor's wall clock without a
 * zone) may still be counted at `now`: its day is within LOCAL_TIME_WINDOW_DAYS of now's UTC date.
 * Only the day matters, because events are counted per day: day D takes events until D+2 00:00
 * UTC and is closed after, whoever sends what.
 */
export function inLocalTimeWindow(localTime: string, now: number = Date.now()): boolean {
  const day = parseStrictDate(localTime.slice(0, 10));
  if (day === undefined) return false;
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return Math.abs(day - today) <= LOCAL_TIME_WINDOW_DAYS * DAY_MS;
}
