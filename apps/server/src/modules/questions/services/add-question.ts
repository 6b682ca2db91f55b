import type { QuestionInput } from '@abhyas/core';
import { and, eq, max } from 'drizzle-orm';
import { questions, setQuestions } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { forgetSets } from '../../attempts/invalidate.ts';
import { presentAdminQuestion } from '../presenter.ts';
import { assertRoomInSection, lockSet } from '../queries.ts';
import { differsFromBank, duplicateInSet } from '../refusals.ts';
import { conflictingBankQuestions, storeQuestions } from '../store.ts';

/** Adds one question at the end of the set (a bank question with the same text is reused). */
export async function addQuestion(d: Deps, setId: string, input: QuestionInput) {
  const added = await d.db.transaction(async (tx) => {
    const set = await lockSet(tx, setId);
    await assertRoomInSection(tx, set.examKey, setId, input.section);
    // The bank keeps one question per stem: the same stem with other options or key is refused as the
    // import refuses it (422, testUpload.rules.differsFromBank), before anything is written.
    if ((await conflictingBankQuestions(tx, [input])).size > 0) throw differsFromBank();
    const [id] = await storeQuestions(tx, [input]);
    if (!id) throw new Error('question store returned nothing');
    // Another set's transaction may have stored this stem with other options since the check above
    // (the store then hands back that question): the same refusal, not its options under our request.
    if ((await conflictingBankQuestions(tx, [input])).size > 0) throw differsFromBank();
    const [already] = await tx
      .select({ id: setQuestions.questionId })
      .from(setQuestions)
      .where(and(eq(setQuestions.setId, setId), eq(setQuestions.questionId, id)));
    if (already) throw duplicateInSet();
    const [last] = await tx
      .select({ p: max(setQuestions.position) })
      .from(setQuestions)
      .where(eq(setQuestions.setId, setId));
    const position = (last?.p ?? 0) + 1;
    await tx.insert(setQuestions).values({ setId, questionId: id, section: input.section - 1, position });
    const [row] = await tx.select().from(questions).where(eq(questions.id, id));
    if (!row) throw new Error('question missing after insert');
    return presentAdminQuestion(row, { section: input.section - 1, position });
  });
  return forgetSets(d, [setId], added);
}
