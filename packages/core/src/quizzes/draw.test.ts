import { describe, expect, it } from 'vitest';
import { type DrawCandidate, drawOrder, drawRank, dueCap, reviewDays, reviewDueAt } from './draw.ts';

const now = new Date('2026-11-28T10:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
const daysOn = (from: Date, d: number) => new Date(from.getTime() + d * 86_400_000);
const right = (d: number) => ({ at: daysAgo(d), correct: true });
const wrong = (d: number) => ({ at: daysAgo(d), correct: false });

describe('the wrong-answer schedule', () => {
  it('is 1, 3, 7 and 14 days', () => {
    expect([...reviewDays]).toEqual([1, 3, 7, 14]);
  });

  it('brings a wrong answer back a day later', () => {
    expect(reviewDueAt([wrong(5)])).toEqual(daysOn(daysAgo(5), 1));
  });

  it('spaces each right answer on its return further: 3, then 7, then 14 days, then off the schedule', () => {
    expect(reviewDueAt([wrong(30), right(29)])).toEqual(daysOn(daysAgo(29), 3));
    expect(reviewDueAt([right(26), wrong(30), right(29)])).toEqual(daysOn(daysAgo(26), 7));
    expect(reviewDueAt([wrong(30), right(29), right(26), right(19)])).toEqual(daysOn(daysAgo(19), 14));
    expect(reviewDueAt([wrong(30), right(29), right(26), right(19), right(5)])).toBeNull();
  });

  it('starts again at a day after a new wrong answer', () => {
    expect(reviewDueAt([wrong(30), right(29), right(26), wrong(10)])).toEqual(daysOn(daysAgo(10), 1));
  });

  it('never schedules a question answered right every time, or never answered', () => {
    expect(reviewDueAt([right(3), right(1)])).toBeNull();
    expect(reviewDueAt([])).toBeNull();
  });
});

describe('the draw order', () => {
  it('ranks a question by what the student met', () => {
    expect(drawRank(null, now)).toBe('unseen');
    expect(drawRank({ lastSeenAt: daysAgo(2), dueAt: null }, now)).toBe('seen');
    expect(drawRank({ lastSeenAt: daysAgo(2), dueAt: daysAgo(1) }, now)).toBe('due');
    expect(drawRank({ lastSeenAt: daysAgo(2), dueAt: now }, now)).toBe('due');
    expect(drawRank({ lastSeenAt: daysAgo(0.5), dueAt: daysOn(now, 0.5) }, now)).toBe('resting');
  });

  const c = (id: string, met: DrawCandidate['met']): DrawCandidate => ({ id, met });
  const ids = (xs: DrawCandidate[]) => xs.map((x) => x.id);

  it('puts due questions (most overdue first) ahead of unseen, then the least recently seen, resting last', () => {
    const order = drawOrder(
      [
        c('resting', { lastSeenAt: daysAgo(1), dueAt: daysOn(now, 2) }),
        c('seen-recent', { lastSeenAt: daysAgo(1), dueAt: null }),
        c('seen-old', { lastSeenAt: daysAgo(9), dueAt: null }),
        c('unseen', null),
        c('due-late', { lastSeenAt: daysAgo(4), dueAt: daysAgo(3) }),
        c('due-now', { lastSeenAt: daysAgo(1), dueAt: daysAgo(0) }),
      ],
      10,
      now,
    );
    expect(ids(order)).toEqual(['due-late', 'due-now', 'unseen', 'seen-old', 'seen-recent', 'resting']);
  });

  it('gives due questions at most half the quiz; the rest come after the unseen ones', () => {
    const due = Array.from({ length: 6 }, (_, i) =>
      c(`due${i}`, { lastSeenAt: daysAgo(9), dueAt: daysAgo(6 - i) }),
    );
    const unseen = Array.from({ length: 6 }, (_, i) => c(`new${i}`, null));
    const order = drawOrder([...unseen, ...due], 4, now);
    expect(dueCap(4)).toBe(2);
    expect(ids(order.slice(0, 2))).toEqual(['due0', 'due1']);
    expect(order.slice(2, 8).every((x) => x.met === null)).toBe(true);
    expect(ids(order.slice(8))).toEqual(['due2', 'due3', 'due4', 'due5']);
  });

  it('never repeats while unseen questions remain, whatever the history (property)', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    for (let round = 0; round < 200; round += 1) {
      const pool = Array.from({ length: 1 + Math.floor(random() * 30) }, (_, i) =>
        random() < 0.5
          ? c(`q${i}`, null)
          : c(`q${i}`, { lastSeenAt: daysAgo(random() * 20), dueAt: random() < 0.5 ? null : daysOn(now, 5) }),
      );
      const n = 1 + Math.floor(random() * 20);
      const picked = drawOrder(pool, n, now, random).slice(0, n);
      const unseen = pool.filter((x) => x.met === null).length;
      // Nothing is due in this pool, so the first min(n, unseen) picks are all unseen.
      expect(picked.slice(0, Math.min(n, unseen)).every((x) => x.met === null)).toBe(true);
    }
  });
});
