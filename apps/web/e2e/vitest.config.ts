import { configDefaults, defineConfig } from 'vitest/config';

// Browser journeys: real server processes, real Chromium. Run by `npm run test:e2e`, not by `npm test`.
// Two projects run side by side, each one file at a time: the live test spends four of its five
// minutes waiting for its window on the real clock (it runs on PostgreSQL, the others on PGlite), so
// the other journeys run in that time instead of after it. Two CPU-heavy journeys at once would
// crowd a 2-core machine, so the rest stay one at a time.
const shared = {
  root: import.meta.dirname,
  environment: 'node',
  testTimeout: 90_000,
  hookTimeout: 90_000,
  fileParallelism: false,
} as const;
const waiting = ['live-test.e2e.ts'];

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...shared,
          name: 'e2e',
          include: ['**/*.e2e.ts'],
          exclude: [...configDefaults.exclude, ...waiting],
        },
      },
      { test: { ...shared, name: 'e2e-clock', include: waiting } },
    ],
  },
});
