import type { CardFromQuestion, Flashcard } from '@abhyas/core';
import { and, eq, exists } from 'drizzle-orm';
import {
  flashcardDecks,
  flashcards,
  practiceSets,
  questions,
  setQuestions,
} from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { assertEditableDeck, assertQuestionVisible } from '../policy.ts';
import { presentCard } from '../presenter.ts';
import { assertCardRoom, newSchedule } from './create-card.ts';
import { assertDeckRoom } from './create-deck.ts';

const questionDeckTitle = { hi: 'प्रश्नों से बने कार्ड', en: 'Cards from questions' } as const;
const optionLetters = ['a', 'b', 'c', 'd', 'e', 'f'];

/**
 * One tap from a bank question (or a wrong answer in a quiz or a test analysis): front = the
 * question and its options, back = the correct option and the explanation, in the student's
 * language. Only for questions whose answer the student may see (published ones). Asking twice for
 * the same question gives the card already made.
 */
export async function cardFromQuestion(
  d: Deps,
  viewer: Viewer,
  input: CardFromQuestion,
): Promise<{ created: boolean; card: Flashcard }> {
  const [question] = await d.db
    .select({
      q: questions,
      published: exists(
        d.db
          .select({ one: setQuestions.setId })
          .from(setQuestions)
          .innerJoin(practiceSets, eq(practiceSets.id, setQuestions.setId))
          .where(and(eq(setQuestions.questionId, questions.id), eq(practiceSets.published, true))),
      ),
    })
    .from(questions)
    .where(eq(questions.id, input.questionId));
  assertQuestionVisible(question, Boolean(question?.published));
  const [existing] = await d.db
    .select()
    .from(flashcards)
    .where(and(eq(flashcards.userId, viewer.id), eq(flashcards.sourceQuestionId, input.questionId)))
    .limit(1);
  if (existing) return { created: false, card: presentCard(existing, viewer.id) };

  const deckId = input.deckId ?? (await questionDeckOf(d, viewer, input.language));
  if (input.deckId) {
    const [deck] = await d.db.select().from(flashcardDecks).where(eq(flashcardDecks.id, input.deckId));
    assertEditableDeck(viewer, deck);
  }
  await assertCardRoom(d.db, deckId);
  const q = question.q;
  const lang = input.language;
  const text = lang === 'hi' ? q.textHi : q.textEn;
  const options = q.options.map((o, i) => `(${optionLetters[i] ?? i + 1}) ${o[lang]}`).join('\n');
  const key = q.options[q.correctOption];
  const answer = `(${optionLetters[q.correctOption] ?? q.correctOption + 1}) ${key?.[lang] ?? ''}`;
  const explanation = lang === 'hi' ? q.explanationHi : q.explanationEn;
  const front = `${text}\n\n${options}`;
  const back = explanation.trim() ? `${answer}\n\n${explanation}` : answer;
  const now = d.clock();
  const [card] = await d.db
    .insert(flashcards)
    .values({
      deckId,
      userId: viewer.id,
      frontHi: lang === 'hi' ? front : null,
      frontEn: lang === 'en' ? front : null,
      backHi: lang === 'hi' ? back : null,
      backEn: lang === 'en' ? back : null,
      tags: [...new Set([q.subject, q.topic])],
      sourceQuestionId: q.id,
      ...newSchedule(now),
    })
    .returning();
  if (!card) throw new Error('card insert returned nothing');
  await d.db.update(flashcardDecks).set({ updatedAt: now }).where(eq(flashcardDecks.id, deckId));
  return { created: true, card: presentCard(card, viewer.id) };
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
