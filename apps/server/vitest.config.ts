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
    // (helpers.ts); a fixture module's own lists and maps live on into the next file, so fixtures
    // reset them in beforeAll (docs/architecture.md, "Hazards").
    isolate: false,
  },
});
