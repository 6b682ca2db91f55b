import type { UpdateMeRequest } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { Viewer } from '../../plugins/access.ts';
import { presentUser } from './presenter.ts';

/**
 * The signed-in user changes their own account; the id comes from the token, never from the body,
 * so no one can change another account here. Today only the language (docs/first-visit.md).
 */
export async function updateMe(d: Deps, viewer: Viewer, input: UpdateMeRequest) {
  const [row] = await d.db
    .update(users)
    .set({ language: input.language, updatedAt: d.clock() })
    .where(eq(users.id, viewer.id))
    .returning();
  if (!row) throw new Error('the signed-in user has no row');
  return { user: presentUser(row) };
}
