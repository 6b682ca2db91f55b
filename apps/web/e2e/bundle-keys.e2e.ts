import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBank } from '../../../content/library.ts';
import { repoRoot } from '../../../test-support/server-process.ts';

/**
 * Issue 22, scenario 9 (docs/reliability.md), the part no request walk sees: the JavaScript the
 * browser downloads must not carry the bank's keys. Questions reach a browser only through the API's
 * one sealing rule; a bundle that imported content (a demo quiz baked in, a question list for offline
 * use) would hand every key and explanation to anyone who opens the file, before any test is sat.
 * Checked on the build the journeys run (`npm run test:e2e` builds it first).
 */
const dist = process.env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist');

function builtScripts(): string {
  const dir = path.join(dist, 'assets');
  if (!fs.existsSync(dir)) throw new Error(`${dir} is missing: run \`npm run build -w @abhyas/web\` first`);
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');
}

describe('the built JavaScript', () => {
  it('carries no bank question’s explanation or stem, in either language', () => {
    const js = builtScripts();
    expect(js.length).toBeGreaterThan(100_000); // the real build, not an empty folder
    const questions = loadBank().flatMap((f) => f.questions);
    expect(questions.length).toBeGreaterThan(4000);
    // A long enough slice of each text that an app string cannot match it by chance. Bundlers keep
    // string literals as they are (non-ASCII included, as the app's Hindi strings show).
    const slice = (t: string) => t.replace(/\s+/g, ' ').trim().slice(0, 48);
    const found = questions
      .flatMap((q) => [q.explanation.en, q.explanation.hi, q.text.en, q.text.hi])
      .map(slice)
      .filter((s) => s.length >= 40 && js.includes(s));
    expect(found).toEqual([]);
  });

  it('is checked by a probe that does find a text put into it', () => {
    // The check above would pass on a minified copy that escaped every non-ASCII letter: prove the
    // Hindi the app itself ships is found as written.
    const js = builtScripts();
    const hall = JSON.parse(
      fs.readFileSync(path.join(repoRoot, 'apps/web/src/locales/hi/hall.json'), 'utf8'),
    );
    expect(js.includes(hall.moved.text)).toBe(true);
  });
});
