import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boardsFor,
  periodKey,
  pointRules,
  potdPoints,
  quizAnswerEarns,
  quizPointsLeft,
  testPoints,
} from './points.ts';

/** An SSC-like set: 100 questions, 200 marks. */
const ssc = (answered: number, scoreMilli: number) =>
  testPoints({ scoreMilli, totalMarks: 200, answered, questions: 100 });

describe('leaderboard points', () => {
  it('gives a blank or near-blank mock test nothing', () => {
    // Issue 17: blank first attempts at 63 sets earned 630 points in 1.7 s.
    expect(ssc(0, 0)).toBe(0);
    expect(ssc(19, 38_000)).toBe(0); // 19 of 100 answered, all right: under a fifth
    expect(ssc(100, 0)).toBe(0); // everything answered, nothing scored
    expect(ssc(100, -12_500)).toBe(0); // a score below zero
    expect(testPoints({ scoreMilli: 50_000, totalMarks: 200, answered: 0, questions: 0 })).toBe(0);
  });

  it('gives a real attempt points by the answers given and by the score', () => {
    expect(ssc(20, 40_000)).toBe(2 + 4); // a fifth answered, all right
    expect(ssc(50, 100_000)).toBe(5 + 10);
    expect(ssc(100, 100_000)).toBe(10 + 10);
    expect(ssc(100, 200_000)).toBe(30);
    expect(ssc(100, 250_000)).toBe(30); // never above the maximum
    expect(pointRules.testForAnswers + pointRules.testForScore).toBe(30);
  });

  it('never gives fewer points for more answers or a higher score', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: -100_000, max: 400_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        (questions, a, more, score, extra) => {
          const answered = Math.min(a, questions);
          const facts = { scoreMilli: score, totalMarks: 200, answered, questions };
          const p = testPoints(facts);
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThanOrEqual(30);
          expect(
            testPoints({ ...facts, answered: Math.min(questions, answered + more) }),
          ).toBeGreaterThanOrEqual(p);
          expect(testPoints({ ...facts, scoreMilli: score + extra })).toBeGreaterThanOrEqual(p);
          if (answered / questions < pointRules.testMinAnsweredShare || score <= 0) expect(p).toBe(0);
        },
      ),
    );
  });

  it('caps the quiz points of a day and rewards a first-try daily problem', () => {
    expect(quizPointsLeft(0)).toBe(50);
    expect(quizPointsLeft(49)).toBe(1);
    expect(quizPointsLeft(80)).toBe(0);
    expect(potdPoints(0)).toBe(15);
    expect(potdPoints(1)).toBe(10);
  });

  it('gives the daily problem nothing once every other option could have been tried', () => {
    expect(potdPoints(2)).toBe(0);
    expect(potdPoints(3)).toBe(0);
  });

  it("gives a quiz answer a point only at a person's pace since its quiz started", () => {
    const per = pointRules.quizSecondsPerAnswer;
    expect(quizAnswerEarns({ secondsSinceQuizStart: per, answersSinceQuizStart: 1 })).toBe(true);
    expect(quizAnswerEarns({ secondsSinceQuizStart: per - 1, answersSinceQuizStart: 1 })).toBe(false);
    // A script answering 200 questions a second apart (the 50 lucky guesses would have filled the cap).
    expect(quizAnswerEarns({ secondsSinceQuizStart: 200, answersSinceQuizStart: 200 })).toBe(false);
    // Ten answers made offline over five minutes and replayed at once: the pace is from the start.
    expect(quizAnswerEarns({ secondsSinceQuizStart: 300, answersSinceQuizStart: 10 })).toBe(true);
  });

  it('names weeks by their Monday (IST) and months by YYYY-MM', () => {
    // Thursday 26 Nov 2026 → Monday 23 Nov; Monday is its own week; Sunday belongs to the Monday before.
    expect(periodKey('week', '2026-11-26')).toBe('2026-11-23');
    expect(periodKey('week', '2026-11-23')).toBe('2026-11-23');
    expect(periodKey('week', '2026-11-29')).toBe('2026-11-23');
    expect(periodKey('week', '2026-11-30')).toBe('2026-11-30');
    expect(periodKey('week', '2027-01-01')).toBe('2026-12-28');
    expect(periodKey('month', '2026-11-26')).toBe('2026-11');
    expect(periodKey('all', '2026-11-26')).toBe('all');
  });

  it('adds an award to each period of the global board, the exam’s and the institute’s', () => {
    expect(boardsFor('2026-11-26', { examKey: null, organisationId: null })).toEqual([
      'week:2026-11-23:global',
      'month:2026-11:global',
      'all:all:global',
    ]);
    expect(boardsFor('2026-11-26', { examKey: 'SSC', organisationId: 'o1' })).toHaveLength(9);
    expect(boardsFor('2026-11-26', { examKey: 'SSC', organisationId: 'o1' })).toContain(
      'month:2026-11:exam:SSC',
    );
  });
});
