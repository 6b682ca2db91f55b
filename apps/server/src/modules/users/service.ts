import type { UpdateMeRequest } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { Viewer } from '../../plugins/access.ts';
import { presentUser } from './presenter.ts';

/**
 * The signed-in user changes their own account; the id comes from the token, never from the body,
 * so no one can change another account here. The language, and the target exam: any answer to
 * "Which exam?" (an exam, or null for Skip) also stamps `target_exam_asked_at`, which is how a skip
 * is remembered (docs/first-visit.md). A field left out of the body is left as it is.
 */
export async function updateMe(d: Deps, viewer: Viewer, input: UpdateMeRequest) {
  const now = d.clock();
  const [row] = await d.db
    .update(users)
    .set({
      ...(input.language !== undefined && { language: input.language }),
      ...(input.targetExam !== undefined && { targetExam: input.targetExam, targetExamAskedAt: now }),
      updatedAt: now,
    })
    .where(eq(users.id, viewer.id))
    .returning();
  if (!row) throw new Error('the signed-in user has no row');
  return { user: presentUser(row) };
}
