import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseAimedTopics, type TopicFacts } from './aimed-topics.ts';

const topic = (name: string, over: Partial<TopicFacts> = {}): TopicFacts => ({
  subject: 'maths',
  topic: name,
  weight: 1,
  attempts: 10,
  correct: 5,
  daysSinceSeen: 1,
  ...over,
});
const countOf = (slots: ReturnType<typeof chooseAimedTopics>, name: string) =>
  slots.filter((s) => s.topic === name).reduce((sum, s) => sum + s.count, 0);

describe('chooseAimedTopics', () => {
  it('fills exactly the quiz length', () => {
    const topics = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((n, i) => topic(n, { correct: i }));
    for (const length of [10, 20, 30]) {
      const slots = chooseAimedTopics(topics, length);
      expect(slots.reduce((sum, s) => sum + s.count, 0)).toBe(length);
    }
  });

  it('gives the weakest topic the most questions', () => {
    const slots = chooseAimedTopics([topic('strong', { correct: 9 }), topic('weak', { correct: 1 })], 10);
    expect(countOf(slots, 'weak')).toBeGreaterThan(countOf(slots, 'strong'));
  });

  it('prefers what the target exams weigh most at equal accuracy', () => {
    const slots = chooseAimedTopics([topic('light', { weight: 1 }), topic('heavy', { weight: 5 })], 10);
    expect(countOf(slots, 'heavy')).toBeGreaterThan(countOf(slots, 'light'));
  });

  it('ignores topics the target exams do not weigh and the student never met', () => {
    const slots = chooseAimedTopics([topic('none', { weight: 0, attempts: 0, correct: 0 }), topic('x')], 10);
    expect(countOf(slots, 'none')).toBe(0);
  });

  it('mixes in topics not seen for a while', () => {
    const weak = ['a', 'b', 'c', 'd', 'e'].map((n) => topic(n, { correct: 1 }));
    const stale = topic('old', { correct: 9, daysSinceSeen: 40 });
    const never = topic('never', { attempts: 0, correct: 0, daysSinceSeen: null, weight: 0.1 });
    const slots = chooseAimedTopics([...weak, stale, never], 10);
    expect(slots.filter((s) => s.reason === 'stale').map((s) => s.topic)).toEqual(['never', 'old']);
  });

  it('returns nothing when there is nothing to practise', () => {
    expect(chooseAimedTopics([], 10)).toEqual([]);
  });

  it('never chooses a weaker topic less often than a stronger one at equal weight (property)', () => {
    const facts = fc.record({
      weight: fc.integer({ min: 0, max: 20 }),
      attempts: fc.integer({ min: 0, max: 200 }),
      correctShare: fc.double({ min: 0, max: 1, noNaN: true }),
      daysSinceSeen: fc.option(fc.integer({ min: 0, max: 90 }), { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.array(facts, { minLength: 0, maxLength: 12 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 200 }),
        fc.constantFrom(10, 20, 30),
        (others, weight, a, b, length) => {
          const attempts = Math.max(a, b, 1);
          const weakCorrect = Math.min(a, b);
          const strongCorrect = Math.max(a, b);
          if (weakCorrect === strongCorrect) return;
          const topics = [
            ...others.map((o, i) =>
              topic(`o${i}`, {
                weight: o.weight,
                attempts: o.attempts,
                correct: Math.round(o.attempts * o.correctShare),
                daysSinceSeen: o.daysSinceSeen,
              }),
            ),
            topic('strong', { weight, attempts, correct: strongCorrect, daysSinceSeen: 3 }),
            topic('weak', { weight, attempts, correct: weakCorrect, daysSinceSeen: 3 }),
          ];
          const slots = chooseAimedTopics(topics, length);
          expect(countOf(slots, 'weak')).toBeGreaterThanOrEqual(countOf(slots, 'strong'));
        },
      ),
      { numRuns: 500 },
    );
  });
});
