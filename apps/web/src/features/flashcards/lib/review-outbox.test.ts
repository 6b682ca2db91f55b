import type { ReviewAck, ReviewInput } from '@abhyas/core';
import { describe, expect, it, vi } from 'vitest';
import { type OutboxStore, ReviewOutbox } from './review-outbox';

function memory(): OutboxStore & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return {
    data,
    get: async <T>(key: string) => structuredClone(data.get(key)) as T | undefined,
    set: async (key, value) => {
      data.set(key, structuredClone(value));
    },
  };
}
const review = (n: number): ReviewInput => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  cardId: '00000000-0000-4000-8000-00000000000a',
  rating: 'good',
  reviewedAt: new Date(Date.UTC(2026, 10, 26, 10, 0, n)).toISOString(),
});
const ackAll = (reviews: ReviewInput[]): ReviewAck => ({
  results: reviews.map((r) => ({ id: r.id, status: 'applied', cardId: r.cardId, due: null })),
  dueToday: 0,
});

describe('the review outbox', () => {
  it('keeps reviews on the device until the server answers for them, in the order they were made', async () => {
    const store = memory();
    const outbox = new ReviewOutbox(store, 'k');
    await outbox.add(review(1));
    await outbox.add(review(2));
    await outbox.add(review(2)); // a double tap is one review
    const offline = vi.fn(async () => {
      throw new Error('offline');
    });
    await expect(outbox.flush(offline)).rejects.toThrow('offline');
    expect((await outbox.pending()).map((r) => r.id)).toEqual([review(1).id, review(2).id]);

    const send = vi.fn(async (batch: ReviewInput[]) => ackAll(batch));
    expect(await outbox.flush(send)).toMatchObject({ dueToday: 0 });
    expect(send).toHaveBeenCalledWith([review(1), review(2)]);
    expect(await outbox.pending()).toEqual([]);
  });

  it('drops what the server answered for (applied, duplicate or rejected) and keeps the rest', async () => {
    const outbox = new ReviewOutbox(memory(), 'k');
    for (const n of [1, 2, 3]) await outbox.add(review(n));
    const send = vi.fn(
      async (batch: ReviewInput[]): Promise<ReviewAck> => ({
        results: [
          { id: batch[0]?.id ?? '', status: 'duplicate', cardId: 'c', due: null },
          { id: batch[1]?.id ?? '', status: 'rejected', cardId: 'c', due: null },
        ],
        dueToday: 4,
      }),
    );
    await outbox.flush(send);
    // The third was never answered for: the loop tries again, and then it leaves too.
    expect(send).toHaveBeenCalledTimes(2);
    expect(await outbox.pending()).toEqual([]);
  });

  it('sends a long offline queue in batches of at most 100', async () => {
    const outbox = new ReviewOutbox(memory(), 'k');
    for (let n = 1; n <= 230; n++) await outbox.add(review(n));
    const sizes: number[] = [];
    await outbox.flush(async (batch) => {
      sizes.push(batch.length);
      return ackAll(batch);
    });
    expect(sizes).toEqual([100, 100, 30]);
  });
});
