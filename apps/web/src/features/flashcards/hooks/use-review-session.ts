import { type FlashcardRating, previewIntervals, type ReviewQueue, reviewCard } from '@abhyas/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { QueueSnapshot } from '../lib/queue-snapshot';
import { queueCardOf, type SessionCard, sessionCardOf } from '../lib/session-cards';

export type { SessionCard } from '../lib/session-cards';

/**
 * The day's review session, built once from the queue (the server's, or the one this device kept).
 * Rating a card moves it on at once (online or not): the new due date is previewed here with ts-fsrs
 * and the same parameters as the server; a card still due before the Indian day ends (a learning
 * step) comes back at the end of the session. The server recomputes every review when it arrives,
 * and its due count replaces ours. Each rating also answers the session as it now stands, for the
 * device to keep (lib/queue-snapshot.ts), so a reload offline carries on from there.
 */
export function useReviewSession(queue: ReviewQueue | undefined) {
  const [cards, setCards] = useState<SessionCard[] | null>(null);
  const [leftToday, setLeftToday] = useState(0);
  const [shownAt, setShownAt] = useState(() => Date.now());
  const built = useRef(false);

  useEffect(() => {
    if (!queue || built.current) return;
    built.current = true;
    setCards(queue.cards.map(sessionCardOf));
    setShownAt(Date.now());
  }, [queue]);

  const current = cards?.[0] ?? null;
  const localDue = Math.max(0, (queue?.dueToday ?? 0) - leftToday);

  /** Rates the card on screen; answers what to send (the server computes the schedule itself). */
  const rate = useCallback(
    (rating: FlashcardRating) => {
      if (!current || !queue || !cards) return null;
      const at = new Date();
      const next = reviewCard(current.memory, rating, at).memory;
      const stillToday = next.due.getTime() < Date.parse(queue.dayEndsAt);
      const rest = cards.slice(1);
      const list = stillToday
        ? [...rest, { card: current.card, memory: next, intervals: previewIntervals(next, next.due) }]
        : rest;
      setCards(list);
      if (!stillToday) setLeftToday((n) => n + 1);
      const durationMs = Math.min(60 * 60 * 1000, Math.max(0, at.getTime() - shownAt));
      setShownAt(Date.now());
      const snapshot: QueueSnapshot = {
        queue: {
          ...queue,
          cards: list.map(queueCardOf),
          dueToday: stillToday ? localDue : Math.max(0, localDue - 1),
        },
        savedAt: at.toISOString(),
      };
      return {
        review: { cardId: current.card.id, rating, reviewedAt: at.toISOString(), durationMs },
        snapshot,
      };
    },
    [current, queue, cards, shownAt, localDue],
  );

  return {
    ready: cards !== null,
    current,
    remaining: cards?.length ?? 0,
    /** Today's due count as this device sees it, until the server answers. */
    localDue,
    rate,
  };
}
