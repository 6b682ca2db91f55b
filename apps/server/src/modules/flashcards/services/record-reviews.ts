import {
  type FlashcardRating,
  type ReviewAck,
  type ReviewInput,
  type ReviewOutcome,
  replayReviews,
  reviewCard,
} from '@abhyas/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { type FlashcardRow, flashcardReviews, flashcards } from '../../../db/schema/index.ts';
import type { Tx } from '../../../db/tx.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, mayReview } from '../policy.ts';
import { memoryOf } from '../presenter.ts';
import { countDueToday } from '../queries.ts';

type Result = ReviewAck['results'][number];
interface Pending {
  id: string;
  rating: FlashcardRating;
  at: Date;
  durationMs: number | null;
}

/**
 * Applies reviews made online or replayed from an offline queue, in one transaction. The server
 * computes every schedule (ts-fsrs); the client sends only the rating and when it was made. Each
 * review carries a client id: one already applied is answered `duplicate` and changes nothing. A
 * card's reviews are applied in the order they were made: one that arrives after a later one (two
 * phones, or a queue sent out of order) makes the server replay the card's whole log in time order,
 * so the schedule is the one the student would have had online. Another student's card, or one
 * deleted meanwhile, is answered `rejected` (the queue drops it) and reveals nothing.
 */
export async function recordReviews(d: Deps, actor: Actor, reviews: ReviewInput[]): Promise<ReviewAck> {
  const now = d.clock();
  return d.db.transaction(async (tx) => {
    // Locked first: a second request with the same reviews waits here, then sees them as applied.
    const cardIds = [...new Set(reviews.map((r) => r.cardId))];
    const cards = await tx
      .select()
      .from(flashcards)
      .where(and(inArray(flashcards.id, cardIds), eq(flashcards.userId, actor.id)))
      .orderBy(asc(flashcards.id))
      .for('update');
    const byId = new Map(cards.filter((c) => mayReview(actor, c)).map((c) => [c.id, c]));
    const seen = new Set(
      (
        await tx
          .select({ clientId: flashcardReviews.clientId })
          .from(flashcardReviews)
          .where(
            and(
              eq(flashcardReviews.userId, actor.id),
              inArray(
                flashcardReviews.clientId,
                reviews.map((r) => r.id),
              ),
            ),
          )
      ).map((r) => r.clientId),
    );

    const status = new Map<string, Result['status']>();
    const perCard = new Map<string, Pending[]>();
    for (const r of reviews) {
      if (status.has(r.id)) continue; // the same id twice in one batch: the first counts
      const card = byId.get(r.cardId);
      if (!card) {
        status.set(r.id, 'rejected');
        continue;
      }
      if (seen.has(r.id)) {
        status.set(r.id, 'duplicate');
        continue;
      }
      status.set(r.id, 'applied');
      // A device clock ahead of ours, or a review "before" the card existed, is pulled into range.
      const at = new Date(
        Math.min(now.getTime(), Math.max(card.createdAt.getTime(), Date.parse(r.reviewedAt))),
      );
      const list = perCard.get(card.id) ?? [];
      list.push({ id: r.id, rating: r.rating, at, durationMs: r.durationMs ?? null });
      perCard.set(card.id, list);
    }

    const dueOf = new Map<string, Date>(cards.map((c) => [c.id, c.due]));
    for (const [cardId, pending] of perCard) {
      const card = byId.get(cardId) as FlashcardRow;
      dueOf.set(cardId, await applyToCard(tx, actor.id, card, pending, now));
    }

    const results: Result[] = [];
    const answered = new Set<string>();
    for (const r of reviews) {
      if (answered.has(r.id)) continue;
      answered.add(r.id);
      const s = status.get(r.id) ?? 'rejected';
      const due = s === 'rejected' ? null : (dueOf.get(r.cardId)?.toISOString() ?? null);
      results.push({ id: r.id, status: s, cardId: r.cardId, due });
    }
    return { results, dueToday: await countDueToday(tx, actor.id, now) };
  });
}

const byTime = (a: { at: Date; id: string }, b: { at: Date; id: string }) =>
  a.at.getTime() - b.at.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const logColumns = (log: ReviewOutcome['log']) => ({
  state: log.state,
  elapsedDays: log.elapsedDays,
  lastElapsedDays: log.lastElapsedDays,
  scheduledDays: log.scheduledDays,
  stability: log.stability,
  difficulty: log.difficulty,
});

/** Applies a card's new reviews (in time order) and logs them; answers the card's new due date. */
async function applyToCard(tx: Tx, userId: string, card: FlashcardRow, pending: Pending[], now: Date) {
  pending.sort(byTime);
  const first = pending[0];
  const inOrder = !card.lastReview || (first && first.at.getTime() >= card.lastReview.getTime());
  let memory = memoryOf(card);
  if (inOrder) {
    for (const p of pending) {
      const outcome = reviewCard(memory, p.rating, p.at);
      memory = outcome.memory;
      await insertLog(tx, userId, card.id, p, outcome.log);
    }
  } else {
    // Late arrival: replay the whole log in the order the reviews were made, and rewrite it.
    const logged = await tx
      .select({
        rowId: flashcardReviews.id,
        id: flashcardReviews.clientId,
        rating: flashcardReviews.rating,
        at: flashcardReviews.reviewedAt,
      })
      .from(flashcardReviews)
      .where(eq(flashcardReviews.cardId, card.id));
    const all = [
      ...logged.map((l) => ({ ...l, pending: undefined as Pending | undefined })),
      ...pending.map((p) => ({ rowId: null, id: p.id, rating: p.rating, at: p.at, pending: p })),
    ].sort(byTime);
    const replay = replayReviews(
      card.createdAt,
      all.map((a) => ({ rating: a.rating, reviewedAt: a.at })),
    );
    memory = replay.memory;
    for (const [i, a] of all.entries()) {
      const log = replay.logs[i] as ReviewOutcome['log'];
      if (a.pending) await insertLog(tx, userId, card.id, a.pending, log);
      else if (a.rowId)
        await tx.update(flashcardReviews).set(logColumns(log)).where(eq(flashcardReviews.id, a.rowId));
    }
  }
  await tx
    .update(flashcards)
    .set({ ...memory, updatedAt: now })
    .where(eq(flashcards.id, card.id));
  return memory.due;
}

async function insertLog(tx: Tx, userId: string, cardId: string, p: Pending, log: ReviewOutcome['log']) {
  await tx
    .insert(flashcardReviews)
    .values({
      userId,
      cardId,
      clientId: p.id,
      rating: p.rating,
      reviewedAt: p.at,
      durationMs: p.durationMs,
      ...logColumns(log),
    })
    .onConflictDoNothing();
}
