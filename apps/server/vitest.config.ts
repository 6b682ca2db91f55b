import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // argon2 at its real cost and a database per file: give slow machines room.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
