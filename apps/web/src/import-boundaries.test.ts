import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The import rules live in biome.json (features never import each other, lib/components never import a
 * feature, the web never imports the server, no cycles). A rule that is switched off fails nothing, so
 * this lints a few wrong files on purpose and expects Biome to refuse each one. The files are written
 * where the rules apply (Biome matches by path) and removed again.
 */
const src = dirname(fileURLToPath(import.meta.url));
const repo = join(src, '..', '..', '..');
const biome = join(repo, 'node_modules', '.bin', 'biome');

const fixtures: Record<string, string> = {
  'features/zz-boundary/api/cross.ts': "export { listSeries } from '@/features/exams/api/list-series';\n",
  'features/zz-boundary/pages/climb.ts': "export { listSeries } from '../../exams/api/list-series';\n",
  'features/zz-boundary/pages/app.ts': "export { routes } from '@/app/router';\n",
  'lib/zz-boundary-feature.ts': "export { listSeries } from '@/features/exams/api/list-series';\n",
  'components/zz-boundary-server.ts': "export { buildApp } from '@abhyas/server/src/app';\n",
  'lib/zz-boundary-cycle-a.ts': "import { b } from './zz-boundary-cycle-b';\nexport const a = () => b;\n",
  'lib/zz-boundary-cycle-b.ts': "import { a } from './zz-boundary-cycle-a';\nexport const b = () => a;\n",
};

describe('import boundaries', { timeout: 60_000 }, () => {
  it('npm run lint refuses a cross-feature import, a feature in lib, the server in the web and a cycle', () => {
    const paths = Object.keys(fixtures).map((p) => join(src, p));
    try {
      for (const [path, text] of Object.entries(fixtures)) {
        mkdirSync(dirname(join(src, path)), { recursive: true });
        writeFileSync(join(src, path), text);
      }
      const run = spawnSync(biome, ['lint', '--max-diagnostics=50', ...paths.map((p) => relative(repo, p))], {
        cwd: repo,
        encoding: 'utf8',
      });
      const out = `${run.stdout}${run.stderr}`;
      expect(run.status).not.toBe(0);
      for (const path of Object.keys(fixtures)) expect(out).toContain(`apps/web/src/${path}`);
      expect(out).toContain('Features never import each other');
      expect(out).toContain('climbs out of its feature');
      expect(out).toContain('Features never import app/');
      expect(out).toContain('lib/ and components/ sit below the features');
      expect(out).toContain('The web app never imports the server');
      expect(out).toContain('lint/suspicious/noImportCycles');
    } finally {
      for (const path of paths) rmSync(path, { force: true });
      rmSync(join(src, 'features/zz-boundary'), { recursive: true, force: true });
    }
  });
});
