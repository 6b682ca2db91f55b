import type { FlashcardDeckRow } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';

/**
 * Who may do what with decks and cards. A private deck and its cards are the owner's alone: anyone
 * else's ids answer 404, so they cannot be probed. A public deck is readable (and copyable) by any
 * signed-in user and editable only by its owner: others get 403 there, as they can see it exists.
 * These read nothing; each service fetches the row and asks.
 */
export interface Actor {
  id: string;
}

type DeckFacts = Pick<FlashcardDeckRow, 'userId' | 'isPublic'>;

export const ownsDeck = (actor: Actor, deck: Pick<DeckFacts, 'userId'>): boolean => deck.userId === actor.id;

export function assertReadableDeck<D extends DeckFacts>(
  actor: Actor,
  deck: D | undefined,
): asserts deck is D {
  if (!deck || (!deck.isPublic && !ownsDeck(actor, deck))) throw notFound('No such deck');
}

/** Editing a deck or its cards, adding a card, deleting: the owner only. */
export function assertEditableDeck<D extends DeckFacts>(
  actor: Actor,
  deck: D | undefined,
): asserts deck is D {
  assertReadableDeck(actor, deck);
  if (!ownsDeck(actor, deck)) throw forbidden('Only the owner can change this deck');
}

/** Reviews are of one's own cards only (a public deck is copied first; the copy has its own schedule). */
export const mayReview = (actor: Actor, card: { userId: string } | undefined): boolean =>
  card?.userId === actor.id;

/**
 * A question becomes a card only where the student may see its answer; the service that resolves the
 * source (bank, quiz, revise list, test) applies that screen's rule and passes what it found: nothing
 * found is a 404, so ids cannot be probed.
 */
export function assertQuestionVisible<Q>(question: Q | undefined): asserts question is Q {
  if (!question) throw notFound('No such question');
}

/** A quiz question's key leaves the server with its verdict, never before: no card before the answer. */
export function assertAnswered(answered: boolean): void {
  if (!answered)
    throw new AppError(409, 'CONFLICT', 'Answer this question first: its key is shown after the answer', {
      rule: 'validation.flashcards.answerFirst',
    });
}

export const limitReached = (rule: string, message: string) =>
  new AppError(409, 'CONFLICT', message, { rule });
