import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accuracyOf,
  displayMarks,
  paletteStatus,
  passedWith,
  scoreCounts,
  scoreCountsMilli,
  scoreSheet,
  toMilli,
} from './scoring.ts';
import { examKeys, examTemplates } from './templates.ts';

/** Per-section counts that the template allows: correct + wrong never exceed the section's size. */
const countsFor = (key: (typeof examKeys)[number]) =>
  fc.tuple(
    ...examTemplates[key].sections.map((s) =>
      fc.tuple(fc.nat({ max: s.totalQuestions }), fc.nat({ max: s.totalQuestions })).map(([a, b]) => ({
        correct: Math.min(a, s.totalQuestions),
        wrong: Math.min(b, s.totalQuestions - Math.min(a, s.totalQuestions)),
      })),
    ),
  );

describe('scoring', () => {
  it('adds negative marks exactly: −0.625 and −0.33 do not drift', () => {
    // Added as floats, −0.33 × 3 + 0.1 style sums drift; milli-marks keep every total exact.
    expect(
      scoreCounts('RAILWAY_GROUP_D', [
        { correct: 0, wrong: 3 },
        { correct: 0, wrong: 0 },
        { correct: 0, wrong: 0 },
        { correct: 0, wrong: 0 },
      ]).total,
    ).toBe(-0.99);
    const nabard = scoreCounts('NABARD', [
      { correct: 1, wrong: 3 },
      { correct: 0, wrong: 5 },
      { correct: 0, wrong: 0 },
      { correct: 0, wrong: 0 },
    ]);
    expect(nabard.sections).toEqual([0.625, -3.125, 0, 0]);
    expect(nabard.total).toBe(-2.5);
    expect(displayMarks(toMilli(-0.625))).toBe(-0.63);
    expect(
      scoreCounts('RBI_GRADE_B', [
        { correct: 40, wrong: 0 },
        { correct: 30, wrong: 0 },
        { correct: 25, wrong: 0 },
        { correct: 25, wrong: 0 },
      ]).total,
    ).toBe(200.4);
  });

  it.each(examKeys)('%s: total = Σ correct × marks + wrong × deduction, exactly, for any counts', (key) => {
    const t = examTemplates[key];
    fc.assert(
      fc.property(countsFor(key), (perSection) => {
        const { totalMilli, sectionsMilli, passed } = scoreCountsMilli(key, perSection);
        const c = perSection.reduce((a, s) => a + s.correct, 0);
        const w = perSection.reduce((a, s) => a + s.wrong, 0);
        // Integer milli-marks: the same formula, with no rounding anywhere.
        expect(totalMilli).toBe(
          c * Math.round(t.markForCorrectAns * 1000) + w * Math.round(t.markForInCorrectAns * 1000),
        );
        expect(sectionsMilli.reduce((a, b) => a + b, 0)).toBe(totalMilli);
        expect(passed).toBe(totalMilli >= t.passingMarks * 1000);
        // More correct answers never lower the score; more wrong ones never raise it.
        const first = perSection[0];
        const size = t.sections[0]?.totalQuestions ?? 0;
        if (first && first.correct + first.wrong < size) {
          const better = perSection.map((s, i) => (i === 0 ? { ...s, correct: s.correct + 1 } : s));
          expect(scoreCountsMilli(key, better).totalMilli).toBeGreaterThan(totalMilli);
          const worse = perSection.map((s, i) => (i === 0 ? { ...s, wrong: s.wrong + 1 } : s));
          expect(scoreCountsMilli(key, worse).totalMilli).toBeLessThanOrEqual(totalMilli);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('refuses counts the template makes impossible', () => {
    expect(() =>
      scoreCounts('SSC', [
        { correct: 26, wrong: 0 },
        { correct: 0, wrong: 0 },
        { correct: 0, wrong: 0 },
        { correct: 0, wrong: 0 },
      ]),
    ).toThrow(RangeError);
    expect(() => scoreCounts('SSC', [{ correct: 1, wrong: 0 }])).toThrow(RangeError);
    expect(() => scoreCounts('general', [{ correct: -1, wrong: 0 }])).toThrow(RangeError);
    expect(() => scoreCounts('general', [{ correct: 1.5, wrong: 0 }])).toThrow(RangeError);
  });

  it('scores a response sheet: answered-and-marked counts, marked-only does not', () => {
    const sheet = scoreSheet('general', [
      { section: 0, correctOption: 1, answer: 1 },
      { section: 0, correctOption: 2, answer: 0 },
      { section: 0, correctOption: 3, answer: null },
    ]);
    expect(sheet).toMatchObject({
      correct: 1,
      wrong: 1,
      skipped: 1,
      totalMilli: 1000,
      accuracy: 50,
      passed: false,
    });
    expect(scoreSheet('general', []).accuracy).toBeNull();
    expect(paletteStatus(false, null, false)).toBe('notVisited');
    expect(paletteStatus(true, null, false)).toBe('notAnswered');
    expect(paletteStatus(true, 2, false)).toBe('answered');
    expect(paletteStatus(true, null, true)).toBe('markedForReview');
    expect(paletteStatus(true, 0, true)).toBe('answeredMarkedForReview');
  });

  it('agrees with scoreCounts for any sheet of any exam', () => {
    fc.assert(
      fc.property(fc.constantFrom(...examKeys), fc.integer({ min: 0, max: 2 ** 31 - 1 }), (key, seed) => {
        const t = examTemplates[key];
        let x = seed;
        const next = () => {
          x = (x * 1103515245 + 12345) % 2 ** 31;
          return x;
        };
        const items = t.sections.flatMap((s, section) =>
          Array.from({ length: s.totalQuestions }, () => {
            const r = next() % 6;
            return { section, correctOption: 0, answer: r < 2 ? null : r < 4 ? 0 : 1 };
          }),
        );
        const sheet = scoreSheet(key, items);
        const counts = scoreCountsMilli(key, sheet.sections);
        expect(sheet.totalMilli).toBe(counts.totalMilli);
        expect(sheet.correct + sheet.wrong + sheet.skipped).toBe(t.totalQuestions);
      }),
      { numRuns: 300 },
    );
  });
});

describe('pass and accuracy', () => {
  it('passes at the passing marks, not below', () => {
    const passing = toMilli(examTemplates.SSC.passingMarks);
    expect(passedWith('SSC', passing)).toBe(true);
    expect(passedWith('SSC', passing - 1)).toBe(false);
  });

  it('gives accuracy over attempted questions to two decimals, none when nothing was attempted', () => {
    expect(accuracyOf(0, 0)).toBeNull();
    expect(accuracyOf(2, 1)).toBe(66.67);
    expect(accuracyOf(5, 0)).toBe(100);
    expect(accuracyOf(0, 3)).toBe(0);
  });
});
