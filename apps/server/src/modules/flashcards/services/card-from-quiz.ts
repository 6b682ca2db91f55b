import type { CardFromQuizQuestion, CardFromReviseItem, CardMade } from '@abhyas/core';
import { and, eq } from 'drizzle-orm';
import { quizQuestions, quizzes, reviseItems } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { assertOwnQuiz, assertOwnReviseItem } from '../../quizzes/policy.ts';
import { loadContent, refOf } from '../../quizzes/question-source.ts';
import { assertAnswered, assertQuestionVisible } from '../policy.ts';
import { type CardSource, makeCardFrom } from './make-card.ts';

type Item = {
  questionId: string | null;
  familyKey: string | null;
  seed: number | null;
  subject: string;
  topic: string;
};

/** The question's content and key, read from the bank or regenerated from its seed. */
async function sourceOf(d: Deps, item: Item): Promise<CardSource> {
  const ref = refOf(item);
  const content = (await loadContent(d.db, [item])).get(ref);
  // A generated family removed since (or a bank row gone) leaves nothing to make a card of.
  assertQuestionVisible(content);
  return { ref, questionId: item.questionId, subject: item.subject, topic: item.topic, ...content };
}

/**
 * A card from a question of the student's own quiz, only once it was answered: the verdict carried
 * its key then, so the card tells nothing new. Another student's quiz answers 404, as the quiz does;
 * an unanswered question 409 (its key must not leave the server before the answer).
 */
export async function cardFromQuizQuestion(
  d: Deps,
  viewer: Viewer,
  input: CardFromQuizQuestion,
): Promise<CardMade> {
  const [quiz] = await d.db
    .select({ userId: quizzes.userId })
    .from(quizzes)
    .where(eq(quizzes.id, input.quizId));
  assertOwnQuiz(viewer.id, quiz);
  const [item] = await d.db
    .select()
    .from(quizQuestions)
    .where(and(eq(quizQuestions.quizId, input.quizId), eq(quizQuestions.position, input.position)));
  assertQuestionVisible(item);
  assertAnswered(item.answeredAt !== null);
  return makeCardFrom(d, viewer, await sourceOf(d, item), input);
}

/** A card from the student's revise list: a wrong answer, so its key is on screen already. */
export async function cardFromReviseItem(
  d: Deps,
  viewer: Viewer,
  input: CardFromReviseItem,
): Promise<CardMade> {
  const [item] = await d.db.select().from(reviseItems).where(eq(reviseItems.id, input.itemId));
  assertOwnReviseItem(viewer.id, item);
  return makeCardFrom(d, viewer, await sourceOf(d, item), input);
}
