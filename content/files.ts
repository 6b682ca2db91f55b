import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The content folder and its file helpers, apart from library.ts so that live.ts (which library.ts's
// check calls) can use them without an import cycle.

/** The repository's content folder. */
export const contentRoot = fileURLToPath(new URL('./', import.meta.url));

/** Every file below `dir` ending in `ext`, sorted, as paths relative to it. */
export function filesIn(dir: string, ext: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(ext))
    .sort();
}

export const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
