import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One `npm test` runs every package's suite; each package keeps its own config beside its code.
export default defineConfig({
  test: {
    projects: ['packages/core', 'apps/server', 'apps/web'],
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, where
    // the server files mostly wait on argon2's threads and the database. Two workers there took the
    // suite from about 27 to about 12 minutes (docs/reliability.md, "How long CI takes").
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
