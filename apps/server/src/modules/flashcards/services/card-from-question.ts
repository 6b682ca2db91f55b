import type { CardFromQuestion, CardMade } from '@abhyas/core';
import { and, eq } from 'drizzle-orm';
import { questions } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { visibleTo } from '../../questions/bank-queries.ts';
import { assertQuestionVisible } from '../policy.ts';
import { makeCardFrom } from './make-card.ts';

/**
 * A card from a bank question (the bank's "make a card", or any screen that has only the id): only
 * a question the bank would show this student, so never one that sits only in unpublished sets (it
 * may be tomorrow's paper) nor one of the test the student is sitting right now.
 */
export async function cardFromQuestion(d: Deps, viewer: Viewer, input: CardFromQuestion): Promise<CardMade> {
  const [q] = await d.db
    .select()
    .from(questions)
    .where(and(eq(questions.id, input.questionId), visibleTo(viewer.id)));
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
