import { defineConfig } from 'vitest/config';

// Browser journeys: real server processes, real Chromium. Run by `npm run test:e2e`, not by `npm test`.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 90_000,
    // Each file starts its own servers and browser; two at once would crowd a 2-core machine.
    fileParallelism: false,
  },
});
