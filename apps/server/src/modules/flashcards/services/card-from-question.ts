import type { CardFromQuestion, CardMade } from '@abhyas/core';
import { and, eq } from 'drizzle-orm';
import { questions } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { assertUnsealed } from '../../exams/sealing.ts';
import { visibleTo } from '../../questions/bank-queries.ts';
import { assertQuestionVisible } from '../policy.ts';
import { makeCardFrom } from './make-card.ts';

/**
 * A card from a bank question (the bank's "make a card", or any screen that has only the id): only
 * a question whose key this student may see (core's `sealOf`): never one of a ranked set they have
 * not submitted, of the test they are sitting, of an unpublished paper, or a coming daily problem.
 */
export async function cardFromQuestion(d: Deps, viewer: Viewer, input: CardFromQuestion): Promise<CardMade> {
  // A sealed key answers 409 naming the set that opens it (404 for a secret draft).
  await assertUnsealed(d.db, viewer.id, input.questionId, d.clock());
  const [q] = await d.db
    .select()
    .from(questions)
    .where(and(eq(questions.id, input.questionId), visibleTo(viewer.id, d.clock())));
  assertQuestionVisible(q);
  return makeCardFrom(
    d,
    viewer,
    {
      ref: `bank:${q.id}`,
      questionId: q.id,
      subject: q.subject,
      topic: q.topic,
      text: { hi: q.textHi, en: q.textEn },
      options: q.options,
      correctOption: q.correctOption,
      explanation: { hi: q.explanationHi, en: q.explanationEn },
    },
    input,
  );
}
