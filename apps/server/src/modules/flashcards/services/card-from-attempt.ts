import type { CardFromAttemptQuestion, CardMade } from '@abhyas/core';
import { and, eq } from 'drizzle-orm';
import { questions, setQuestions } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { assertOwnAttemptRow, assertSolutionsVisible, assertSubmitted } from '../../attempts/policy.ts';
import { findAttemptWithSet } from '../../attempts/queries.ts';
import { assertQuestionVisible } from '../policy.ts';
import { makeCardFrom } from './make-card.ts';

/**
 * A card from a question of the student's test, under its solution in the analysis. The same rules
 * as the analysis itself: the student's own attempt (anyone else's answers 404), submitted (a
 * running test answers 409 ATTEMPT_NOT_SUBMITTED), and its set's solutions visible (a live test's
 * stay hidden until its window closes: 409 SOLUTIONS_HIDDEN). The question must be in that set.
 */
export async function cardFromAttemptQuestion(
  d: Deps,
  viewer: Viewer,
  input: CardFromAttemptQuestion,
): Promise<CardMade> {
  const row = await findAttemptWithSet(d, input.attemptId);
  assertOwnAttemptRow(viewer, row);
  assertSubmitted(row.attempt);
  assertSolutionsVisible(row.set, d.clock());
  const [q] = await d.db
    .select({ q: questions })
    .from(setQuestions)
    .innerJoin(questions, eq(questions.id, setQuestions.questionId))
    .where(and(eq(setQuestions.setId, row.attempt.setId), eq(setQuestions.questionId, input.questionId)));
  assertQuestionVisible(q);
  return makeCardFrom(
    d,
    viewer,
    {
      ref: `bank:${q.q.id}`,
      questionId: q.q.id,
      subject: q.q.subject,
      topic: q.q.topic,
      text: { hi: q.q.textHi, en: q.q.textEn },
      options: q.q.options,
      correctOption: q.q.correctOption,
      explanation: { hi: q.q.explanationHi, en: q.q.explanationEn },
    },
    input,
  );
}
