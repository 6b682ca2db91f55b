import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // argon2 at its real cost and a database per file: give slow machines room.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files share a worker's loaded modules instead of importing the whole server again each time
    // (about 5 s a file): the suite's CPU time halves. Each file still gets its own database copy
    // (helpers.ts), so no state is shared through the data; module-level state is not relied on.
    isolate: false,
  },
});
