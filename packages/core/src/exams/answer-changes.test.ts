import { describe, expect, it } from 'vitest';
import { addAnswerChanges, answerChanges, noAnswerChanges } from './answer-changes.ts';

describe('answer changes', () => {
  it('counts nothing for a question answered once', () => {
    expect(answerChanges([2], 2)).toEqual({ counts: noAnswerChanges(), rightToWrong: false });
    expect(answerChanges([], 2)).toEqual({ counts: noAnswerChanges(), rightToWrong: false });
  });

  it('tells right to wrong, wrong to right and wrong to wrong apart', () => {
    expect(answerChanges([1, 2, 3, 2], 2).counts).toEqual({
      total: 3,
      rightToWrong: 1,
      wrongToRight: 2,
      wrongToWrong: 0,
    });
    expect(answerChanges([0, 1], 2).counts).toEqual({
      total: 1,
      rightToWrong: 0,
      wrongToRight: 0,
      wrongToWrong: 1,
    });
  });

  it('counts clearing a chosen option as a change, but not choosing after a blank start', () => {
    expect(answerChanges([null, 1], 2).counts.total).toBe(0);
    expect(answerChanges([1, null], 2).counts).toEqual({
      total: 1,
      rightToWrong: 0,
      wrongToRight: 0,
      wrongToWrong: 0,
    });
  });

  it('flags a question whose right answer was left behind', () => {
    expect(answerChanges([2, 1], 2).rightToWrong).toBe(true);
    expect(answerChanges([2, 1, 2], 2).rightToWrong).toBe(false);
    expect(answerChanges([2, null], 2).rightToWrong).toBe(true);
  });

  it('adds counts field by field', () => {
    const one = { total: 2, rightToWrong: 1, wrongToRight: 1, wrongToWrong: 0 };
    expect(addAnswerChanges(one, one)).toEqual({
      total: 4,
      rightToWrong: 2,
      wrongToRight: 2,
      wrongToWrong: 0,
    });
  });
});
