import { describe, expect, it } from 'vitest';
import { examTemplates } from '../exams/templates.ts';
import {
  compareWithCutOffs,
  cutOffCategories,
  cutOffsNotShown,
  findCutOffs,
  officialCutOffs,
} from './cut-offs.ts';
import { examInfoCards } from './exam-info.ts';

describe('official cut-offs', () => {
  it('names real exam cards and templates, newest year first, at most two, each figure within the paper', () => {
    for (const c of officialCutOffs) {
      const card = examInfoCards.find((x) => x.id === c.examId);
      expect([c.examId, card?.examKey]).toEqual([c.examId, c.examKey]);
      expect(c.years.length).toBeGreaterThan(0);
      expect(c.years.length).toBeLessThanOrEqual(2);
      const years = c.years.map((y) => y.year);
      expect(years).toEqual([...years].sort((a, b) => b - a));
      for (const y of c.years) {
        // Every year cites at least one source by its address, and was announced after its exam.
        expect(y.sources.length).toBeGreaterThan(0);
        for (const s of y.sources) expect(s.url).toMatch(/^https:\/\/[^\s]+$/);
        if (y.announced) expect(Number(y.announced.slice(0, 4))).toBeGreaterThanOrEqual(y.year);
        for (const marks of Object.values(y.marks)) {
          expect(marks).toBeGreaterThan(0);
          expect(marks).toBeLessThanOrEqual(c.outOf);
        }
        // A general figure is the one a result can always show.
        expect(y.marks.general).toBeDefined();
      }
    }
  });

  it('explains the absence only for exams that show none', () => {
    for (const id of Object.keys(cutOffsNotShown)) {
      expect(examInfoCards.some((c) => c.id === id)).toBe(true);
      expect(findCutOffs(id)).toBeUndefined();
    }
  });

  it('puts a UPSC mock score beside the newest prelims cut-offs, in category order', () => {
    const upsc = examTemplates.UPSC_CSE;
    const c = compareWithCutOffs('UPSC_CSE', 90, upsc.totalMarks);
    expect(c?.year.year).toBe(2025);
    expect(c?.rescaled).toBe(false);
    expect(c?.scaled).toBe(90);
    expect(c?.rows.map((r) => r.category)).toEqual(cutOffCategories.slice());
    expect(c?.rows.find((r) => r.category === 'general')).toEqual({
      category: 'general',
      marks: 92.66,
      gap: -2.66,
    });
    expect(c?.rows.find((r) => r.category === 'sc')).toEqual({ category: 'sc', marks: 84, gap: 6 });
  });

  it('rescales a score whose mock has other maximum marks, and says so', () => {
    const c = compareWithCutOffs('CTET', 50, 100);
    expect(c).toMatchObject({
      scaled: 75,
      rescaled: true,
      rows: [{ category: 'general', marks: 90, gap: -15 }],
    });
    // The CTET mock follows the paper's 150 marks: its score is shown as it is.
    expect(compareWithCutOffs('CTET', 91, examTemplates.CTET.totalMarks)).toMatchObject({
      scaled: 91,
      rescaled: false,
    });
  });

  it('shows nothing for an exam without published figures, or a mock without marks', () => {
    expect(compareWithCutOffs('IBPS_PO', 60, 100)).toBeUndefined();
    expect(compareWithCutOffs('UPSC_CSE', 0, 0)).toBeUndefined();
  });
});
