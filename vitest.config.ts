import { defineConfig } from 'vitest/config';

// Three projects: fast unit tests beside the code; system tests (integration + browser) that
// share one per-run database and run one file at a time, because workers started by one file
// would otherwise pick up another file's queued mail; and fault tests, each with its own
// redis-server, database and api/workers processes, run one file at a time (they kill processes
// on purpose). `npm test` runs the fault project in a vitest process of its own beside the other
// two (scripts/test.ts, docs/testing.md): in one process it could only start after the system files.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // tests/unit: checks of the repository as a whole (docs, citations) that belong to no package;
          // bench/: the benchmark's pure parts (ratios, CPU accounting, the requests it sends).
          include: [
            'contracts/src/**/*.test.ts',
            'platform/src/**/*.test.ts',
            'api/src/**/*.test.ts',
            'workers/src/**/*.test.ts',
            'locales/**/*.test.ts',
            'prisma/src/**/*.test.ts',
            'web/src/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'system',
          include: ['tests/integration/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Anything a system test polls for crosses the network (a page, a queue, a mailbox); on a
          // busy two-core machine that takes seconds, so no poll gives up before 15 s.
          expect: { poll: { timeout: 15_000, interval: 50 } },
        },
      },
      {
        test: {
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/faults/support/global-setup.ts'],
          setupFiles: ['tests/faults/support/setup.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          testTimeout: 300_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
