import {
  type CardMemory,
  type FlashcardRating,
  previewIntervals,
  type QueueCard,
  type ReviewQueue,
  reviewCard,
} from '@abhyas/core';
import { useCallback, useEffect, useRef, useState } from 'react';

/** A card in today's session: its memory as this device last knew it, and its buttons' next dates. */
export interface SessionCard {
  card: QueueCard;
  memory: CardMemory;
  intervals: Record<FlashcardRating, Date>;
}

const memoryFrom = (m: QueueCard['memory']): CardMemory => ({
  ...m,
  due: new Date(m.due),
  lastReview: m.lastReview ? new Date(m.lastReview) : null,
});

const toDates = (i: QueueCard['intervals']): Record<FlashcardRating, Date> => ({
  again: new Date(i.again),
  hard: new Date(i.hard),
  good: new Date(i.good),
  easy: new Date(i.easy),
});

/**
 * The day's review session, built once from the server's queue. Rating a card moves it on at once
 * (online or not): the new due date is previewed here with ts-fsrs and the same parameters as the
 * server; a card still due before the Indian day ends (a learning step) comes back at the end of the
 * session. The server recomputes every review when it arrives, and its due count replaces ours.
 */
export function useReviewSession(queue: ReviewQueue | undefined) {
  const [cards, setCards] = useState<SessionCard[] | null>(null);
  const [leftToday, setLeftToday] = useState(0);
  const [shownAt, setShownAt] = useState(() => Date.now());
  const built = useRef(false);

  useEffect(() => {
    if (!queue || built.current) return;
    built.current = true;
    setCards(
      queue.cards.map((c) => ({ card: c, memory: memoryFrom(c.memory), intervals: toDates(c.intervals) })),
    );
    setShownAt(Date.now());
  }, [queue]);

  const current = cards?.[0] ?? null;

  /** Rates the card on screen; answers what to send (the server computes the schedule itself). */
  const rate = useCallback(
    (rating: FlashcardRating) => {
      if (!current || !queue) return null;
      const at = new Date();
      const next = reviewCard(current.memory, rating, at).memory;
      const stillToday = next.due.getTime() < Date.parse(queue.dayEndsAt);
      setCards((list) => {
        const rest = (list ?? []).slice(1);
        if (!stillToday) return rest;
        return [...rest, { card: current.card, memory: next, intervals: previewIntervals(next, next.due) }];
      });
      if (!stillToday) setLeftToday((n) => n + 1);
      const durationMs = Math.min(60 * 60 * 1000, Math.max(0, at.getTime() - shownAt));
      setShownAt(Date.now());
      return { cardId: current.card.id, rating, reviewedAt: at.toISOString(), durationMs };
    },
    [current, queue, shownAt],
  );

  return {
    ready: cards !== null,
    current,
    remaining: cards?.length ?? 0,
    /** Today's due count as this device sees it, until the server answers. */
    localDue: Math.max(0, (queue?.dueToday ?? 0) - leftToday),
    rate,
  };
}
