import { afterAll, beforeAll, vi } from 'vitest';

/**
 * Runs this process's clock from noon UTC of today, advancing as the real one does. The api
 * counts statistics per UTC day of its own clock (docs/architecture.md, statistics path step 3),
 * so a test that sends events and then reads today's counters would send on one day and read
 * on the next when a run crossed midnight UTC; from noon, a run has twelve hours. Only `Date` is
 * faked: timers, sockets and Redis keep real time. Undo with `vi.useRealTimers()`.
 */
export function clockFromNoonUtc(): void {
  const now = new Date();
  vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12), shouldAdvanceTime: true });
}

/** clockFromNoonUtc for the suite where this is called: from a beforeAll (before the hooks registered after it) to an afterAll. */
export function suiteClockFromNoonUtc(): void {
  beforeAll(() => {
    clockFromNoonUtc();
  });
  afterAll(() => {
    vi.useRealTimers();
  });
}
