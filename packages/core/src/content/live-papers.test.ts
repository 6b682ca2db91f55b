import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bankByRef, contentRoot, loadBank } from '../../../../content/library.ts';
import { checkLivePaper, loadLivePapers, type PublicContent } from '../../../../content/live.ts';
import { examTemplates } from '../exams/templates.ts';
import { liveKeyOf } from '../live-tests/keys.ts';
import { questionRef } from '../questions/set-entries.ts';

// The reserved live stock (issue 20): whole papers, valid for their templates, and secret: no
// question of a paper is in the bank, a practice set or another paper (docs/content.md).
const read = (name: string) => JSON.parse(readFileSync(join(contentRoot, 'live', name), 'utf8'));

describe('content/live', () => {
  it('holds whole bilingual papers for different live keys, each unpublished and following its template', () => {
    const papers = loadLivePapers();
    const keys = new Set(papers.map((p) => liveKeyOf(p.file.examKey)));
    expect(keys.has('general_exams_LIVE') && keys.has('UGC_NET_LIVE')).toBe(true);
    for (const { name, file, questions } of papers) {
      const template = examTemplates[file.examKey];
      expect([name, questions.length]).toEqual([name, template.totalQuestions]);
      expect([name, file.set.published, [...file.set.languages].sort()]).toEqual([name, false, ['en', 'hi']]);
      for (const q of questions) expect(q.text.hi).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('never shares a question between papers', () => {
    const refs = loadLivePapers().flatMap((p) => p.questions.map((q) => questionRef(q.text.en)));
    expect(new Set(refs).size).toBe(refs.length);
  });
});

describe('the live paper check', () => {
  const bank = bankByRef(loadBank());
  const [bankRef, bankQuestion] = [...bank.entries()][0] ?? [];
  const paper = read('ugc-net-live-1.json');
  const content = (setRefs = new Map<string, string>()): PublicContent => ({
    seen: new Map(),
    bank,
    setRefs,
    setSlugs: new Set(['ssc-mock-1']),
  });

  it('accepts the paper as it is', () => {
    expect(checkLivePaper(paper, 'ugc-net-live-1.json', content(), new Map())).toEqual([]);
  });

  it('refuses a bank question, a practice set question, a named entry, and a question of another paper', () => {
    const [, , third, ...rest] = paper.questions;
    const fromBank = { ...bankQuestion, section: 1 };
    const named = { section: 1, ref: bankRef };
    const bad = { ...paper, questions: [fromBank, named, third, ...rest] };
    const setRefs = new Map([[questionRef(third.text.en), 'ssc-mock-2.json']]);
    const earlier = new Map([[questionRef(rest[0].text.en), 'other-live-1.json']]);
    const problems = checkLivePaper(bad, 'ugc-net-live-1.json', content(setRefs), earlier);
    expect(problems).toEqual(
      expect.arrayContaining([
        `question 1: it is a bank question (${bankRef})`,
        'question 2: written out in full, never a bank reference or a generated entry',
        `question 3: it is in the practice set ssc-mock-2.json (${questionRef(third.text.en)})`,
        `question 4: it is in the live paper other-live-1.json (${questionRef(rest[0].text.en)})`,
      ]),
    );
  });

  it('refuses a published paper, one language, a short section, a taken slug and a misplaced subject', () => {
    const bad = {
      ...paper,
      set: { ...paper.set, slug: 'ssc-mock-1', published: true, languages: ['en'] },
      questions: [{ ...paper.questions[0], subject: 'hindi', topic: 'grammar' }, ...paper.questions.slice(2)],
    };
    const problems = checkLivePaper(bad, 'ugc-net-live-1.json', content(), new Map());
    expect(problems).toEqual(
      expect.arrayContaining([
        'set.slug ssc-mock-1 is not the file name',
        "set.slug ssc-mock-1 is a practice set's",
        'set.published must be false: a live paper stays secret until its test',
        'set.languages must be hi and en: live tests are bilingual',
        'section 1 (Teaching and Research Aptitude) has 49 questions, the template needs 50',
        'question 1: subject hindi does not fit section Teaching and Research Aptitude',
      ]),
    );
  });
});
