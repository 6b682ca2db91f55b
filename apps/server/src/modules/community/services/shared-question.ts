import { and, eq } from 'drizzle-orm';
import { questions } from '../../../db/schema/index.ts';
import type { Tx } from '../../../db/tx.ts';
import { fieldError } from '../../../lib/app-error.ts';
import { assertUnsealed } from '../../exams/sealing.ts';
import { visibleTo } from '../../questions/bank-queries.ts';

/**
 * A question a sender shares into a chat must be one the bank shows them: the bank's visibility
 * (`visibleTo`, core's honest-ranks rule as SQL) and, for the reason a refusal names, `assertUnsealed`
 * (409 QUESTION_SEALED naming the set to submit first, 404 for a draft). The card shows only the
 * stem (message-presenter.ts), never the options' key or the explanation.
 */
export async function assertShareable(
  tx: Tx,
  userId: string,
  questionId: string,
  now: Date,
): Promise<{ textHi: string; textEn: string }> {
  await assertUnsealed(tx, userId, questionId, now);
  const [row] = await tx
    .select({ textHi: questions.textHi, textEn: questions.textEn })
    .from(questions)
    .where(and(eq(questions.id, questionId), visibleTo(userId, now)));
  if (!row) {
    throw fieldError(
      404,
      'NOT_FOUND',
      'questionId',
      'validation.community.questionUnavailable',
      'No such question',
    );
  }
  return row;
}
