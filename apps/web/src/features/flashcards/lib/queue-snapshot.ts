import {
  dueCutoff,
  previewIntervals,
  type ReviewInput,
  type ReviewQueue,
  reviewCard,
  reviewQueueSchema,
} from '@abhyas/core';
import type { OutboxStore } from './review-outbox';
import { queueCardOf, sessionCardOf } from './session-cards';

/**
 * Today's review session as this device last left it, so the review screen opens offline after a
 * reload: the server's queue as the session changed it (cards rated away, learning steps moved to
 * the end with their new memory, the local due count). Written after every rating, once the rating
 * itself is in the outbox; every rating made up to `savedAt` is in it.
 */
export interface QueueSnapshot {
  queue: ReviewQueue;
  savedAt: string;
}

export const snapshotKey = (userId: string, deckId: string | null) =>
  `abhyas.flashcards.queue.${userId}.${deckId ?? 'all'}`;

export async function readSnapshot(store: OutboxStore, key: string): Promise<QueueSnapshot | undefined> {
  const raw = await store.get<{ queue?: unknown; savedAt?: unknown }>(key);
  if (!raw || typeof raw.savedAt !== 'string') return undefined;
  const queue = reviewQueueSchema.safeParse(raw.queue);
  return queue.success ? { queue: queue.data, savedAt: raw.savedAt } : undefined;
}

export const writeSnapshot = (store: OutboxStore, key: string, snapshot: QueueSnapshot) =>
  store.set(key, snapshot);

/**
 * The queue to open offline: the snapshot, plus any rating still in the outbox that was made after it
 * (a reload between the two writes), replayed here as the session would have: the card leaves, or
 * comes back at the end when it is still due today. So a card is never shown, nor reviewed, twice.
 * A snapshot from an earlier Indian day keeps its cards (they are still due) with today's end.
 */
export function restoreQueue(
  snapshot: QueueSnapshot,
  pending: readonly ReviewInput[],
  now: Date,
): ReviewQueue {
  const dayEndsAt =
    Date.parse(snapshot.queue.dayEndsAt) > now.getTime()
      ? snapshot.queue.dayEndsAt
      : dueCutoff(now).toISOString();
  const later = pending
    .filter((r) => Date.parse(r.reviewedAt) > Date.parse(snapshot.savedAt))
    .sort((a, b) => Date.parse(a.reviewedAt) - Date.parse(b.reviewedAt));
  const cards = [...snapshot.queue.cards];
  let dueToday = snapshot.queue.dueToday;
  for (const review of later) {
    const at = cards.findIndex((c) => c.id === review.cardId);
    const card = cards[at];
    if (!card) continue;
    cards.splice(at, 1);
    const memory = reviewCard(sessionCardOf(card).memory, review.rating, new Date(review.reviewedAt)).memory;
    if (memory.due.getTime() < Date.parse(dayEndsAt))
      cards.push(queueCardOf({ card, memory, intervals: previewIntervals(memory, memory.due) }));
    else dueToday = Math.max(0, dueToday - 1);
  }
  return { ...snapshot.queue, cards, dueToday, dayEndsAt };
}
