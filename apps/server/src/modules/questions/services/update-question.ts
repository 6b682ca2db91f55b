import { normaliseText, type QuestionInput } from '@abhyas/core';
import { and, eq, ne } from 'drizzle-orm';
import { questions, setQuestions } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { isUniqueViolation, notFound } from '../../../lib/app-error.ts';
import { forgetQuestions } from '../../attempts/invalidate.ts';
import { presentAdminQuestion } from '../presenter.ts';
import { assertRoomInSection, lockSet, placementOf, questionHasSubmittedAttempts } from '../queries.ts';
import { answerHasAttempts, textInBank } from '../refusals.ts';
import { questionRow } from '../store.ts';

/**
 * Edits a bank question (in every set that holds it) and its section in this set. The key of a
 * question that already has submitted attempts changes only through the re-score flow
 * (POST /api/admin/questions/:questionId/answer), which fixes the scores too.
 */
export async function updateQuestion(d: Deps, setId: string, questionId: string, input: QuestionInput) {
  const updated = await d.db.transaction(async (tx) => {
    const set = await lockSet(tx, setId);
    const placement = await placementOf(tx, setId, questionId);
    const [current] = await tx.select().from(questions).where(eq(questions.id, questionId));
    if (!current) throw notFound('No such question');
    if (input.answer - 1 !== current.correctOption && (await questionHasSubmittedAttempts(tx, questionId)))
      throw answerHasAttempts();
    if (input.section - 1 !== placement.section)
      await assertRoomInSection(tx, set.examKey, setId, input.section, questionId);
    const textKey = normaliseText(input.text.en);
    const [twin] = await tx
      .select({ id: questions.id })
      .from(questions)
      .where(and(eq(questions.textKey, textKey), ne(questions.id, questionId)));
    if (twin) throw textInBank();
    // An edit in another set may give its question this text meanwhile: the unique index decides.
    const [row] = await tx
      .update(questions)
      .set({ ...questionRow(input), updatedAt: d.clock() })
      .where(eq(questions.id, questionId))
      .returning()
      .catch((err: unknown) => {
        throw isUniqueViolation(err) ? textInBank() : err;
      });
    if (!row) throw notFound('No such question');
    await tx
      .update(setQuestions)
      .set({ section: input.section - 1 })
      .where(and(eq(setQuestions.setId, setId), eq(setQuestions.questionId, questionId)));
    return presentAdminQuestion(row, { section: input.section - 1, position: placement.position });
  });
  // The bank question is in every set that holds it: the hall shows the edit at once in all of them.
  return forgetQuestions(d, [questionId], updated);
}
