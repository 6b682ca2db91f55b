import { type CardMade, type Localized, optionLabel, questionDeckTitle } from '@abhyas/core';
import { and, eq } from 'drizzle-orm';
import { flashcardDecks, flashcards } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { assertUnsealed } from '../../exams/sealing.ts';
import { assertEditableDeck } from '../policy.ts';
import { presentCard } from '../presenter.ts';
import { assertCardRoom, newSchedule } from './create-card.ts';
import { assertDeckRoom } from './create-deck.ts';

/** A question the student may see the answer of, whichever screen it came from. */
export interface CardSource {
  /** `bank:<question id>` or `gen:<family>:<seed>`: one card per student and source. */
  ref: string;
  /** The bank question, when the source is one (null for a generated quiz question). */
  questionId: string | null;
  subject: string;
  topic: string;
  text: Localized;
  options: Localized[];
  correctOption: number;
  explanation: Localized;
}

/**
 * Front = the question and its options (numbered 1, 2, 3, 4 as everywhere else), back = the correct
 * option and the explanation, in the student's language.
 */
export function cardSides(source: CardSource, lang: 'hi' | 'en') {
  const texts = source.options.map((o) => o[lang]);
  const line = (i: number) => {
    const label = optionLabel(texts, i);
    return label ? `${label} ${texts[i] ?? ''}` : (texts[i] ?? '');
  };
  const front = `${source.text[lang]}\n\n${texts.map((_, i) => line(i)).join('\n')}`;
  const answer = line(source.correctOption);
  const explanation = source.explanation[lang].trim();
  return { front, back: explanation ? `${answer}\n\n${explanation}` : answer };
}

/**
 * One tap, one card. The caller has already checked that the student may see this question's answer
 * on its own screen; the sealing rule is checked here once more for every screen.
 * A second tap (or two racing) finds the card already made: the unique (user, source) index decides,
 * and the answer says `created: false`.
 */
export async function makeCardFrom(
  d: Deps,
  viewer: Viewer,
  source: CardSource,
  input: { language: 'hi' | 'en'; deckId?: string | undefined },
): Promise<CardMade> {
  // The one sealing rule, whichever screen the question came from: the analysis of another set, a
  // quiz, the revise list or the bank (a sealed key answers 409 naming the set that opens it).
  if (source.questionId) await assertUnsealed(d.db, viewer.id, source.questionId, d.clock());
  const existing = await cardOf(d, viewer.id, source.ref);
  if (existing) return { created: false, card: presentCard(existing, viewer.id) };
  if (input.deckId) {
    const [deck] = await d.db.select().from(flashcardDecks).where(eq(flashcardDecks.id, input.deckId));
    assertEditableDeck(viewer, deck);
  }
  const deckId = input.deckId ?? (await questionDeckOf(d, viewer, input.language));
  await assertCardRoom(d.db, deckId);
  const lang = input.language;
  const { front, back } = cardSides(source, lang);
  const now = d.clock();
  const inserted = await d.db.transaction(async (tx) => {
    const [card] = await tx
      .insert(flashcards)
      .values({
        deckId,
        userId: viewer.id,
        frontHi: lang === 'hi' ? front : null,
        frontEn: lang === 'en' ? front : null,
        backHi: lang === 'hi' ? back : null,
        backEn: lang === 'en' ? back : null,
        tags: [...new Set([source.subject, source.topic])],
        sourceQuestionId: source.questionId,
        sourceRef: source.ref,
        ...newSchedule(now),
      })
      .onConflictDoNothing()
      .returning();
    if (card) await tx.update(flashcardDecks).set({ updatedAt: now }).where(eq(flashcardDecks.id, deckId));
    return card;
  });
  if (inserted) return { created: true, card: presentCard(inserted, viewer.id) };
  // Another tap won the race: its card is the one.
  const raced = await cardOf(d, viewer.id, source.ref);
  if (!raced) throw new Error('card from a question: neither inserted nor found');
  return { created: false, card: presentCard(raced, viewer.id) };
}

async function cardOf(d: Deps, userId: string, ref: string) {
  const [card] = await d.db
    .select()
    .from(flashcards)
    .where(and(eq(flashcards.userId, userId), eq(flashcards.sourceRef, ref)))
    .limit(1);
  return card;
}

/** The student's "cards from questions" deck, made on first use (one per student, by index). */
async function questionDeckOf(d: Deps, viewer: Viewer, language: 'hi' | 'en'): Promise<string> {
  const find = () =>
    d.db
      .select({ id: flashcardDecks.id })
      .from(flashcardDecks)
      .where(and(eq(flashcardDecks.userId, viewer.id), eq(flashcardDecks.isQuestionDeck, true)));
  const [found] = await find();
  if (found) return found.id;
  await assertDeckRoom(d, viewer.id);
  const now = d.clock();
  await d.db
    .insert(flashcardDecks)
    .values({
      userId: viewer.id,
      title: questionDeckTitle[language],
      isQuestionDeck: true,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const [made] = await find();
  if (!made) throw new Error('question deck missing after insert');
  return made.id;
}
