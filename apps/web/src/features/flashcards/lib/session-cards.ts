import type { CardMemory, FlashcardRating, QueueCard } from '@abhyas/core';

/** A card in today's session: its memory as this device last knew it, and its buttons' next dates. */
export interface SessionCard {
  card: QueueCard;
  memory: CardMemory;
  intervals: Record<FlashcardRating, Date>;
}

export const memoryFrom = (m: QueueCard['memory']): CardMemory => ({
  ...m,
  due: new Date(m.due),
  lastReview: m.lastReview ? new Date(m.lastReview) : null,
});

export const intervalsFrom = (i: QueueCard['intervals']): Record<FlashcardRating, Date> => ({
  again: new Date(i.again),
  hard: new Date(i.hard),
  good: new Date(i.good),
  easy: new Date(i.easy),
});

export const sessionCardOf = (c: QueueCard): SessionCard => ({
  card: c,
  memory: memoryFrom(c.memory),
  intervals: intervalsFrom(c.intervals),
});

/** Back to the wire shape, so the session can be kept on the device as a queue (queue-snapshot.ts). */
export const queueCardOf = (s: SessionCard): QueueCard => ({
  ...s.card,
  memory: {
    ...s.memory,
    due: s.memory.due.toISOString(),
    lastReview: s.memory.lastReview?.toISOString() ?? null,
  },
  intervals: {
    again: s.intervals.again.toISOString(),
    hard: s.intervals.hard.toISOString(),
    good: s.intervals.good.toISOString(),
    easy: s.intervals.easy.toISOString(),
  },
});
