import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkSetFile } from '../../../../content/check.ts';

// The content check: every practice set in the repository follows its exam's template and every
// question passes the bank's schema (bilingual, 4–5 distinct options, one key, explanation, …).
const dir = fileURLToPath(new URL('../../../../content/sets/', import.meta.url));
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

describe('content/sets', () => {
  it('has the SSC and IBPS PO sets the exam hall is seeded with', () => {
    expect(files).toEqual(expect.arrayContaining(['ssc-mock-1.json', 'ibps-po-mock-1.json']));
  });

  it.each(files)('%s passes the content check', (name) => {
    expect(checkSetFile(JSON.parse(readFileSync(join(dir, name), 'utf8')))).toEqual([]);
  });

  it('reports what is wrong with a bad file', () => {
    const good = JSON.parse(readFileSync(join(dir, 'ssc-mock-1.json'), 'utf8'));
    const [first, ...rest] = good.questions;
    const bad = {
      ...good,
      questions: [
        { ...first, answer: 9, text: { hi: 'Only English', en: first.text.en } },
        ...rest.slice(0, -1),
        rest[0],
      ],
    };
    const problems = checkSetFile(bad);
    expect(problems.some((p) => p.includes('validation.question.answerInvalid'))).toBe(true);
    expect(problems.some((p) => p.includes('same text as question'))).toBe(true);
    expect(problems.some((p) => p.includes('the template needs 25'))).toBe(true);
  });
});
