import { describe, expect, it } from 'vitest';
import { dueCutoff, newCardMemory, previewIntervals, replayReviews, reviewCard } from './scheduler.ts';

const t0 = new Date('2026-11-26T04:00:00Z');
const DAY = 86_400_000;

describe('the FSRS schedule of a card', () => {
  it('orders the four buttons: again ≤ hard ≤ good ≤ easy', () => {
    let m = newCardMemory(t0);
    for (const [i, rating] of (['good', 'good', 'good'] as const).entries()) {
      const at = new Date(t0.getTime() + i * 3 * DAY);
      const p = previewIntervals(m, at);
      expect(p.again.getTime()).toBeLessThanOrEqual(p.hard.getTime());
      expect(p.hard.getTime()).toBeLessThanOrEqual(p.good.getTime());
      expect(p.good.getTime()).toBeLessThan(p.easy.getTime());
      m = reviewCard(m, rating, at).memory;
    }
    expect(m.reps).toBe(3);
  });

  it('previews exactly what a review then gives (the phone and the server agree)', () => {
    const m = reviewCard(newCardMemory(t0), 'good', t0).memory;
    const at = new Date(t0.getTime() + 2 * DAY);
    expect(reviewCard(m, 'easy', at).memory.due).toEqual(previewIntervals(m, at).easy);
  });

  it('replays a log to the same memory as reviewing step by step, and logs the state before each review', () => {
    const steps = [
      { rating: 'good', reviewedAt: new Date(t0.getTime() + 60_000) },
      { rating: 'again', reviewedAt: new Date(t0.getTime() + 2 * DAY) },
      { rating: 'easy', reviewedAt: new Date(t0.getTime() + 5 * DAY) },
    ] as const;
    let m = newCardMemory(t0);
    for (const s of steps) m = reviewCard(m, s.rating, s.reviewedAt).memory;
    const replay = replayReviews(t0, steps);
    expect(replay.memory).toEqual(m);
    expect(replay.logs[0]?.state).toBe('new');
    expect(replay.logs.map((l) => l.rating)).toEqual(['good', 'again', 'easy']);
  });

  it('ends "today" at the next midnight in India', () => {
    expect(dueCutoff(new Date('2026-11-26T18:29:00Z')).toISOString()).toBe('2026-11-26T18:30:00.000Z');
    expect(dueCutoff(new Date('2026-11-26T18:30:00Z')).toISOString()).toBe('2026-11-27T18:30:00.000Z');
  });
});
