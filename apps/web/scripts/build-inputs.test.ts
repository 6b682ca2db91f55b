import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildDecision, writeStamp } from './build-inputs.ts';

let root: string;
let dist: string;
const write = (rel: string, text: string) => {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};

/** A repository with a few inputs and a finished build of them. */
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'abhyas-build-inputs-'));
  dist = path.join(root, 'apps/web/dist');
  write('apps/web/src/main.tsx', 'render()');
  write('apps/web/src/app/page.test.tsx', 'test()');
  write('apps/web/index.html', '<div id="root"></div>');
  write('packages/core/src/index.ts', 'export {}');
  write('package-lock.json', '{}');
  for (const file of ['index.html', 'shell.html', '.vite/manifest.json']) write(`apps/web/dist/${file}`, 'x');
  writeStamp(dist, buildDecision(root, dist, { env: {} }).inputs);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('buildDecision', () => {
  it('skips the build when nothing changed since the last one', () => {
    expect(buildDecision(root, dist, { env: {} })).toMatchObject({ build: false });
  });

  it('builds when a web source file changed', () => {
    write('apps/web/src/main.tsx', 'render(<App />)');
    expect(buildDecision(root, dist, { env: {} })).toMatchObject({
      build: true,
      reason: 'sources changed since the last build',
    });
  });

  it('builds when a file is added to core, or the lockfile changes', () => {
    write('packages/core/src/new-rule.ts', 'export const x = 1');
    expect(buildDecision(root, dist, { env: {} }).build).toBe(true);
    writeStamp(dist, buildDecision(root, dist, { env: {} }).inputs);
    write('package-lock.json', '{"lockfileVersion":3}');
    expect(buildDecision(root, dist, { env: {} }).build).toBe(true);
  });

  it('builds when a file is renamed, although no content changed', () => {
    fs.renameSync(path.join(root, 'apps/web/src/main.tsx'), path.join(root, 'apps/web/src/entry.tsx'));
    expect(buildDecision(root, dist, { env: {} }).build).toBe(true);
  });

  it('ignores test files: they never reach the bundle', () => {
    write('apps/web/src/app/page.test.tsx', 'test("more")');
    expect(buildDecision(root, dist, { env: {} }).build).toBe(false);
  });

  it('builds when a VITE_ variable differs (the site address is in every page)', () => {
    expect(buildDecision(root, dist, { env: { VITE_SITE_URL: 'https://example.org' } }).build).toBe(true);
    expect(buildDecision(root, dist, { env: { PATH: '/bin' } }).build).toBe(false);
  });

  it('builds without a stamp, without the prerendered shell, or when forced', () => {
    expect(buildDecision(root, dist, { env: {}, force: true })).toMatchObject({
      build: true,
      reason: 'forced',
    });
    fs.rmSync(path.join(dist, 'shell.html'));
    expect(buildDecision(root, dist, { env: {} })).toMatchObject({
      build: true,
      reason: 'no shell.html in dist',
    });
    write('apps/web/dist/shell.html', 'x');
    fs.rmSync(path.join(dist, 'build-inputs.json'));
    expect(buildDecision(root, dist, { env: {} })).toMatchObject({
      build: true,
      reason: 'no build-inputs.json in dist',
    });
  });
});
