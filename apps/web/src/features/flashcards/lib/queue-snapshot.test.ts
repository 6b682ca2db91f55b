import { newCardMemory, previewIntervals, type QueueCard, type ReviewQueue } from '@abhyas/core';
import { describe, expect, it } from 'vitest';
import { readSnapshot, restoreQueue } from './queue-snapshot';

const at = new Date('2026-11-26T06:00:00.000Z'); // 11:30 in India
function card(id: string): QueueCard {
  const memory = newCardMemory(at);
  const i = previewIntervals(memory, at);
  return {
    id,
    deckId: 'd1',
    front: { hi: id, en: null },
    back: { hi: 'b', en: null },
    tags: [],
    sourceQuestionId: null,
    schedule: null,
    createdAt: at.toISOString(),
    updatedAt: at.toISOString(),
    intervals: {
      again: i.again.toISOString(),
      hard: i.hard.toISOString(),
      good: i.good.toISOString(),
      easy: i.easy.toISOString(),
    },
    memory: { ...memory, due: memory.due.toISOString(), lastReview: null },
  };
}
const queue: ReviewQueue = {
  cards: [card('a'), card('b'), card('c')],
  dueToday: 3,
  dayEndsAt: '2026-11-26T18:30:00.000Z',
  serverTime: at.toISOString(),
};
const review = (cardId: string, rating: 'again' | 'easy', minutes: number) => ({
  id: `r-${cardId}-${minutes}`,
  cardId,
  rating,
  reviewedAt: new Date(at.getTime() + minutes * 60_000).toISOString(),
  durationMs: 3000,
});

describe('the queue kept on the phone', () => {
  it('replays a rating made after it was saved (a reload between the two writes), once', () => {
    const snapshot = { queue, savedAt: new Date(at.getTime() + 60_000).toISOString() };
    const later = new Date(at.getTime() + 10 * 60_000);
    // "easy" sends a new card days away: it leaves today's queue. The earlier rating is in the snapshot already.
    const restored = restoreQueue(snapshot, [review('a', 'easy', 0), review('b', 'easy', 2)], later);
    expect(restored.cards.map((c) => c.id)).toEqual(['a', 'c']);
    expect(restored.dueToday).toBe(2);
  });

  it('moves a card rated "again" to the end with its new memory, still due today', () => {
    const snapshot = { queue, savedAt: at.toISOString() };
    const restored = restoreQueue(snapshot, [review('a', 'again', 1)], new Date(at.getTime() + 5 * 60_000));
    expect(restored.cards.map((c) => c.id)).toEqual(['b', 'c', 'a']);
    expect(restored.cards[2]?.memory.reps).toBe(1);
    expect(restored.dueToday).toBe(3);
  });

  it('keeps yesterday’s cards (still due) with today’s end, and refuses a copy it cannot read', async () => {
    const tomorrow = new Date('2026-11-27T04:00:00.000Z');
    const restored = restoreQueue({ queue, savedAt: at.toISOString() }, [], tomorrow);
    expect(restored.cards).toHaveLength(3);
    expect(restored.dayEndsAt).toBe('2026-11-27T18:30:00.000Z');
    const store = {
      get: async () => ({ queue: { cards: 'x' }, savedAt: 'now' }) as never,
      set: async () => {},
    };
    expect(await readSnapshot(store, 'k')).toBeUndefined();
  });
});
