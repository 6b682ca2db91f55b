import { describe, expect, it } from 'vitest';
import {
  examKeys,
  examTemplate,
  examTemplates,
  isExamKey,
  liveOnlyExamKeys,
  practiceExamKeys,
} from './templates.ts';

// The table of spec §9, row by row: duration/questions/sections/passing/total, correct, wrong.
const specTable: Record<string, [string, number, number]> = {
  NTPC: ['90/100/3/40/100', 1, -0.25],
  SSC: ['60/100/4/35/200', 2, -0.5],
  RAILWAY_GROUP_D: ['90/100/4/40/100', 1, -0.33],
  RO_ARO: ['120/200/2/60/200', 1, 0],
  UPSI: ['120/160/4/60/400', 2.5, 0],
  SSC_CGL_TIER_1: ['60/100/4/40/200', 2, -0.5],
  IBPS_PO: ['180/100/3/40/100', 1, -0.25],
  SBI_PO: ['180/100/3/40/100', 1, -0.25],
  UPSC_CSE: ['120/100/2/33/200', 2, -0.66],
  NDA: ['150/150/2/35/900', 6, -2],
  IBPS_CLERK: ['160/100/3/35/100', 1, -0.25],
  SBI_CLERK: ['160/100/3/35/100', 1, -0.25],
  RBI_GRADE_B: ['180/120/4/40/200', 1.67, -0.42],
  RBI_ASSISTANT: ['160/100/3/35/100', 1, -0.25],
  NABARD: ['120/80/4/40/200', 2.5, -0.625],
  UP_POLICE: ['120/160/4/50/400', 2.5, -0.5],
  UPPSC: ['120/150/3/40/300', 2, -0.67],
  BPSC: ['150/150/3/40/300', 2, -0.67],
  MPPSC: ['120/100/2/40/200', 2, -0.67],
  DSSSB: ['120/100/4/40/200', 2, -0.5],
  CTET: ['150/150/5/90/150', 1, 0],
  CDS: ['120/120/3/40/300', 2.5, -0.83],
  AFCAT: ['120/100/4/45/300', 3, -1],
  general: ['60/50/1/25/50', 1, 0],
};

// The live-only templates of issue 20, from the official patterns (docs/exam-patterns.md).
const livePatterns: Record<string, [string, number, number, number[]]> = {
  CAPF: ['150/125/6/50/200', 1.6, -0.533, [25, 20, 15, 25, 20, 20]],
  UGC_NET: ['60/50/1/40/100', 2, 0, [50]],
  GATE: ['180/65/2/25/100', 1.54, -0.51, [10, 55]],
  NEET: ['180/180/3/144/720', 4, -1, [45, 45, 90]],
  JEE_MAIN: ['180/75/3/90/300', 4, -1, [25, 25, 25]],
};

describe('exam templates', () => {
  it('has one template for each of the 24 exam filter keys of the spec and the 5 live-only ones', () => {
    expect(examKeys).toHaveLength(29);
    expect(Object.keys(examTemplates).sort()).toEqual([...examKeys].sort());
    expect(Object.keys(specTable).sort()).toEqual([...practiceExamKeys].sort());
    expect(Object.keys(livePatterns).sort()).toEqual([...liveOnlyExamKeys].sort());
  });

  it.each(Object.entries(livePatterns))(
    '%s follows its official pattern',
    (key, [totals, correct, wrong, sizes]) => {
      const t = examTemplate(key);
      expect([t.duration, t.totalQuestions, t.totalSections, t.passingMarks, t.totalMarks].join('/')).toBe(
        totals,
      );
      expect([t.markForCorrectAns, t.markForInCorrectAns]).toEqual([correct, wrong]);
      expect(t.sections.map((s) => s.totalQuestions)).toEqual(sizes);
      // Full marks are the official total (GATE's 1.54 × 65 = 100.1 rounds as RBI Grade B's does).
      expect(Math.abs(t.markForCorrectAns * t.totalQuestions - t.totalMarks)).toBeLessThan(0.2);
      // A wrong answer costs a third (CAPF, GATE) or a quarter (NEET, JEE) of the mark, or nothing.
      if (wrong !== 0) expect([1 / 3, 1 / 4]).toContainEqual(expect.closeTo(-wrong / correct, 2));
    },
  );

  it.each(Object.entries(specTable))('%s matches the spec table', (key, [totals, correct, wrong]) => {
    const t = examTemplate(key);
    expect([t.duration, t.totalQuestions, t.totalSections, t.passingMarks, t.totalMarks].join('/')).toBe(
      totals,
    );
    expect(t.markForCorrectAns).toBe(correct);
    expect(t.markForInCorrectAns).toBe(wrong);
  });

  it('never lets the passing mark exceed the total', () => {
    for (const t of Object.values(examTemplates)) expect(t.passingMarks).toBeLessThanOrEqual(t.totalMarks);
  });

  it('falls back to the general exam for unknown keys', () => {
    expect(isExamKey('NTPC')).toBe(true);
    expect(isExamKey('ntpc')).toBe(false);
    expect(examTemplate('NOPE')).toBe(examTemplates.general);
  });

  it.each(examKeys)('%s: sections add up to the totals and carry the marks', (key) => {
    const t = examTemplates[key];
    expect(t.sections).toHaveLength(t.totalSections);
    expect(t.sections.reduce((a, s) => a + s.totalQuestions, 0)).toBe(t.totalQuestions);
    expect(t.sections.reduce((a, s) => a + s.sectionDuration, 0)).toBe(t.duration);
    for (const s of t.sections) {
      expect(s.sectionName).toMatch(/\w/);
      expect(s.sectionNameHi).toMatch(/[\u0900-\u097F]/);
      expect([s.markForCorrectAns, s.markForInCorrectAns]).toEqual([
        t.markForCorrectAns,
        t.markForInCorrectAns,
      ]);
      expect(s.timePerQuestion).toBe(Math.round((s.sectionDuration * 60) / s.totalQuestions));
    }
  });

  it('times sections separately only for the banking prelims patterns', () => {
    const timed = examKeys.filter((k) => examTemplates[k].sectionalTiming).sort();
    expect(timed).toEqual(['IBPS_CLERK', 'IBPS_PO', 'RBI_ASSISTANT', 'RBI_GRADE_B', 'SBI_CLERK', 'SBI_PO']);
  });
});
