import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every module `file` reaches through relative imports, itself included. */
function reachable(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  for (const [, spec] of source.matchAll(/^(?:import|export)\s[^'"]*?from\s+'([^']+)'/gm)) {
    if (spec?.startsWith('.')) reachable(path.resolve(path.dirname(file), spec), seen);
  }
  return seen;
}

describe('@abhyas/core/constants', () => {
  it('imports no schema library, so the web app can load it on its start path', () => {
    const modules = [...reachable(path.join(import.meta.dirname, 'constants.ts'))];
    const withPackages = modules.filter(
      (file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s[^'"]*?from\s+'([^'.][^']*)'/gm)]
          .length,
    );
    expect(withPackages.map((file) => path.relative(import.meta.dirname, file))).toEqual([]);
  });
});
