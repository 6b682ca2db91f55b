import { describe, expect, it } from 'vitest';
import { learningStyleAnswersSchema } from './contracts.ts';
import {
  learningStyleQuestions,
  learningStyles,
  type OptionId,
  scoreLearningStyle,
} from './questionnaire.ts';

/** The letters that pick `style` in every question. */
const allOf = (style: string) =>
  learningStyleQuestions.map(
    (q) => (Object.entries(q.options).find(([, s]) => s === style)?.[0] ?? 'a') as OptionId,
  );

describe('learning-style questionnaire', () => {
  it('has 10 questions, each offering every style exactly once', () => {
    expect(learningStyleQuestions).toHaveLength(10);
    for (const q of learningStyleQuestions)
      expect(Object.values(q.options).sort()).toEqual([...learningStyles].sort());
    expect(new Set(learningStyleQuestions.map((q) => q.id)).size).toBe(10);
  });

  it.each(learningStyles)('scores all-%s answers as that single style', (style) => {
    const r = scoreLearningStyle(allOf(style));
    expect(r.dominant).toEqual([style]);
    expect(r.scores[style]).toBe(10);
  });

  it('reports a tie as multimodal, in VARK order', () => {
    const visual = allOf('visual');
    const kin = allOf('kinesthetic');
    const answers = visual.map((v, i) => (i < 5 ? v : (kin[i] as OptionId)));
    expect(scoreLearningStyle(answers)).toEqual({
      scores: { visual: 5, auditory: 0, readWrite: 0, kinesthetic: 5 },
      dominant: ['visual', 'kinesthetic'],
    });
  });

  it('scores add up to the number of questions for any answers', () => {
    for (let seed = 0; seed < 50; seed++) {
      const answers = learningStyleQuestions.map(
        (_, i) => (['a', 'b', 'c', 'd'] as const)[(seed * 7 + i * 3) % 4] as OptionId,
      );
      const r = scoreLearningStyle(answers);
      expect(Object.values(r.scores).reduce((a, b) => a + b, 0)).toBe(10);
      expect(r.dominant.length).toBeGreaterThan(0);
    }
  });

  it('refuses incomplete answers and unknown letters with rule keys', () => {
    const short = learningStyleAnswersSchema.safeParse({ answers: ['a', 'b'] });
    expect(short.error?.issues[0]).toMatchObject({
      path: ['answers'],
      message: 'validation.learningStyle.incomplete',
    });
    const bad = learningStyleAnswersSchema.safeParse({ answers: [...allOf('visual').slice(1), 'e'] });
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['answers', 9],
      message: 'validation.learningStyle.option',
    });
    expect(() => scoreLearningStyle(['a'])).toThrow();
  });
});
