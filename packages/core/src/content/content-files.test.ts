import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkQuestionFile, checkSetFile } from '../../../../content/check.ts';

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

const bank = fileURLToPath(new URL('../../../../content/questions/', import.meta.url));
const bankFiles = existsSync(bank)
  ? readdirSync(bank, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.json'))
      .sort()
  : [];

describe('content/questions (the question bank)', () => {
  it('passes the content check, with no question twice anywhere in the bank or the sets', () => {
    const seen = new Map<string, string>();
    for (const name of files)
      checkSetFile(JSON.parse(readFileSync(join(dir, name), 'utf8')), seen, `sets/${name}`);
    const problems = bankFiles.flatMap((name) =>
      checkQuestionFile(
        JSON.parse(readFileSync(join(bank, name), 'utf8')),
        basename(dirname(join(bank, name))),
        name,
        seen,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('reports a question in the wrong folder, a bad key and a duplicate', () => {
    const question = {
      subject: 'polity',
      topic: 'constitution',
      difficulty: 'easy',
      text: { hi: 'संविधान सभा की पहली बैठक कब हुई?', en: 'When did the Constituent Assembly first meet?' },
      options: ['1946', '1947', '1949', '1950'].map((y) => ({ hi: y, en: y })),
      answer: 1,
      explanation: { hi: '9 दिसंबर 1946 को।', en: 'On 9 December 1946.' },
    };
    const seen = new Map<string, string>();
    const file = {
      format: 'abhyas-questions/1',
      questions: [question, { ...question, answer: 5 }, question],
    };
    const problems = checkQuestionFile(file, 'history', 'x.json', seen);
    expect(problems.some((p) => p.includes('subject polity in the history folder'))).toBe(true);
    expect(problems.some((p) => p.includes('validation.question.answerInvalid'))).toBe(true);
    expect(problems.some((p) => p.includes('same text as x.json question 1'))).toBe(true);
  });
});
