import { defineConfig } from 'vitest/config';

// One `npm test` runs every package's suite; each package keeps its own config beside its code.
export default defineConfig({
  test: {
    projects: ['packages/core', 'apps/server', 'apps/web'],
  },
});
