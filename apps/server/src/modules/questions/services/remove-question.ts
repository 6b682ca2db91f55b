import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { setQuestions } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { forgetSets } from '../../attempts/invalidate.ts';
import { lockSet, placementOf, setHasAttempts } from '../queries.ts';
import { setTaken } from '../refusals.ts';

/** Takes a question out of a set (it stays in the bank) and closes the gap in the numbering. */
export async function removeQuestion(d: Deps, setId: string, questionId: string) {
  await d.db.transaction(async (tx) => {
    await lockSet(tx, setId);
    const placement = await placementOf(tx, setId, questionId);
    if (await setHasAttempts(tx, setId)) throw setTaken('set');
    await tx
      .delete(setQuestions)
      .where(and(eq(setQuestions.setId, setId), eq(setQuestions.questionId, questionId)));
    // Two steps through negative numbers: a one-step shift could collide with the unique position index.
    await tx
      .update(setQuestions)
      .set({ position: sql`-${setQuestions.position}` })
      .where(and(eq(setQuestions.setId, setId), gt(setQuestions.position, placement.position)));
    await tx
      .update(setQuestions)
      .set({ position: sql`-${setQuestions.position} - 1` })
      .where(and(eq(setQuestions.setId, setId), lt(setQuestions.position, 0)));
  });
  await forgetSets(d, [setId], undefined);
}
