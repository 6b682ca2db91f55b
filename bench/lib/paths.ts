import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(benchDir, '..');
export const serverDir = path.join(repoRoot, 'apps/server');

/**
 * Data directories go under bench/.tmp (git-ignored) rather than the OS temp dir: it is the same disk
 * the default ./data lives on, so PGlite's file I/O costs what it costs in a real install.
 */
export function makeTempDir(prefix: string): string {
  const base = path.join(benchDir, '.tmp');
  fs.mkdirSync(base, { recursive: true });
  return fs.mkdtempSync(path.join(base, `${prefix}-`));
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}
