import type { BankQuestionItem } from '@abhyas/core';
import { and, eq } from 'drizzle-orm';
import { questions } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import { presentBankQuestion } from '../bank-presenter.ts';
import { bankItemColumns, visibleTo } from '../bank-queries.ts';

/**
 * One bank question, as the bank's list presents it (the page a question shared in a group chat
 * opens). Exactly the list's rule: `visibleTo` (core's honest-ranks rule), so a question the student
 * could not find in the bank (sealed, only in unpublished sets, today's or a coming Problem of the
 * Day, an institute's own) is 404, never a 409 that would confirm it exists. Like the list it selects
 * neither the key nor the explanation; those stay behind `reveal`.
 */
export async function getBankQuestion(
  d: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  questionId: string,
): Promise<BankQuestionItem> {
  const [row] = await d.db
    .select(bankItemColumns(userId))
    .from(questions)
    .where(and(eq(questions.id, questionId), visibleTo(userId, d.clock())));
  if (!row) throw notFound('No such question');
  return presentBankQuestion(row);
}
