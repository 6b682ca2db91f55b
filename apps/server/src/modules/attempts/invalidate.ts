import { inArray } from 'drizzle-orm';
import { setQuestions } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';

/**
 * Call after the transaction that changed a set's questions (or the set) committed, never inside
 * it: a node that reloaded in between would cache the old rows again.
 */
export async function forgetSets<T>(d: Deps, setIds: readonly string[], result: T): Promise<T> {
  await d.caches.forget({ sets: setIds });
  return result;
}

/** After a commit that edited bank questions: every set holding one of them, on every node. */
export async function forgetQuestions<T>(d: Deps, questionIds: readonly string[], result: T): Promise<T> {
  if (questionIds.length === 0) return result;
  const rows = await d.db
    .selectDistinct({ setId: setQuestions.setId })
    .from(setQuestions)
    .where(inArray(setQuestions.questionId, [...questionIds]));
  await d.caches.forget({ sets: rows.map((r) => r.setId) });
  return result;
}
