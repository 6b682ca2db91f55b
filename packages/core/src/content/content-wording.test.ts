import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { questionWordingProblems } from '../../../../content/check.ts';
import { contentRoot } from '../../../../content/library.ts';

const repo = join(contentRoot, '..');
/** Built from parts so that this file does not hold the misspellings it looks for. */
const misspelt = [`श्र${'ृंखला'}`, `संग्र${'हीत'}`];
/** Files that name the misspellings on purpose, to catch them. */
const naming = new Set(['content/check.ts', 'packages/core/src/questions/generators/wording.test.ts']);

function textFiles(dir: string): string[] {
  return readdirSync(join(repo, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(json|md|ts|tsx)$/.test(f))
    .map((f) => join(dir, f));
}

describe('content wording (issue 10)', () => {
  it('spells शृंखला and संगृहीत right in content, locales, docs and code', () => {
    const roots = [
      'content',
      'docs',
      'apps/web/src',
      'apps/server/src',
      'apps/server/test',
      'packages/core/src',
    ];
    const found = roots
      .flatMap(textFiles)
      .filter((f) => !naming.has(relative(repo, join(repo, f))))
      .filter((f) => misspelt.some((word) => readFileSync(join(repo, f), 'utf8').includes(word)));
    expect(found).toEqual([]);
  });

  it('refuses options that carry their own label and misspelt Hindi', () => {
    const part = (t: string) => ({ hi: t, en: t });
    const q = {
      text: part('Find the error.\nIf I was you, / I would accept'),
      options: [part('(A) If I was you,'), part('B) I would accept'), part('(E) No error'), part('None')],
      explanation: { hi: `संख्या ${misspelt[0]}`, en: 'x' },
    };
    expect(questionWordingProblems(q)).toHaveLength(4);
    // Initials are not labels.
    const names = { ...q, options: [part('A. P. J. Abdul Kalam'), part('C. Rajagopalachari')] };
    expect(questionWordingProblems({ ...names, explanation: part('x') })).toEqual([]);
  });
});
