import { afterAll, beforeAll, vi } from 'vitest';

/**
 * Runs this process's clock from noon UTC of today, advancing as the real one does. The api
 * counts statistics per UTC day of its own clock (docs/architecture.md, statistics path step 3),
 * so a test that sends events and then reads today's counters would send on one day and read
 * on the next when a run crossed midnight UTC; from noon, a run has twelve hours. Only `Date` is
 * faked: timers, sockets and Redis keep real time. Undo with `vi.useRealTimers()`.
 *
 * `day` (YYYY-MM-DD) runs it from noon of that day instead: the api counts an event only when its
 * local_time is within a day of the api's UTC date (docs/decisions/0022-statistics-local-time-window.md),
 * so a test that needs a day no other test writes sends its events on that day, as its visitors did.
 */
export function clockFromNoonUtc(day?: string): void {
  const now = day ? new Date(`${day}T00:00:00Z`) : new Date();
  vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12), shouldAdvanceTime: true });
}

/** clockFromNoonUtc for the suite where this is called: from a beforeAll (before the hooks registered after it) to an afterAll. */
export function suiteClockFromNoonUtc(day?: string): void {
  beforeAll(() => {
    clockFromNoonUtc(day);
  });
  afterAll(() => {
    vi.useRealTimers();
  });
}
