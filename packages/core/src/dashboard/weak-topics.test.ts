import { describe, expect, it } from 'vitest';
import type { DashboardTopic } from './contracts.ts';
import { minAnswersForWeak, weakAccuracyBelow, weakTopicsOf } from './weak-topics.ts';

const topic = (t: string, attempts: number, correct: number, subject = 'reasoning'): DashboardTopic => ({
  subject,
  topic: t,
  attempts,
  correct,
  accuracy: Math.round((correct * 100) / Math.max(1, attempts)),
});

describe('weakTopicsOf: the topics the dashboard calls weak', () => {
  it('does not call a topic weak from one wrong answer', () => {
    const one = topic('syllogism', 1, 0);
    expect(weakTopicsOf([one], [one])).toEqual([]);
  });

  it(`needs at least ${minAnswersForWeak} answers, not all right`, () => {
    const four = topic('series', minAnswersForWeak - 1, 0);
    const five = topic('analogy', minAnswersForWeak, 2);
    const perfect = topic('coding-decoding', 12, 12);
    const ranked = [four, five, perfect];
    expect(weakTopicsOf(ranked, ranked)).toEqual([five]);
  });

  it('keeps the aimed rule’s order and names a topic once, at most `limit` of them', () => {
    const a = topic('a', 10, 2);
    const b = topic('b', 10, 5);
    const c = topic('c', 10, 7);
    expect(weakTopicsOf([c, a, c, b], [a, b, c])).toEqual([c, a, b]);
    expect(weakTopicsOf([c, a, b], [a, b, c], 2)).toEqual([c, a]);
  });

  it('leaves out a ranked topic the student has never answered (new, not weak)', () => {
    const answered = topic('blood-relations', 8, 3);
    expect(weakTopicsOf([{ subject: 'reasoning', topic: 'unseen' }, answered], [answered])).toEqual([
      answered,
    ]);
  });

  it(`adds a topic the aimed rule did not rank when under ${weakAccuracyBelow} %, after the ranked ones, lowest first`, () => {
    const ranked = topic('analogy', 10, 8);
    const bad = topic('coding-decoding', 10, 2);
    const worse = topic('series', 6, 1);
    const half = topic('syllogism', 10, 5);
    expect(weakTopicsOf([ranked], [half, bad, ranked, worse])).toEqual([ranked, worse, bad]);
    expect(weakTopicsOf([], [topic('few', minAnswersForWeak - 1, 0)])).toEqual([]);
  });

  it('tells topics of the same name in different subjects apart', () => {
    const maths = topic('average', 6, 4, 'maths');
    expect(weakTopicsOf([{ subject: 'reasoning', topic: 'average' }], [maths])).toEqual([]);
  });
});
