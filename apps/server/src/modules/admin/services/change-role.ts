import { type ChangeRoleRequest, roleChangeRefusal } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { fieldError, notFound } from '../../../lib/app-error.ts';
import { endAllSessions } from '../../auth/sessions.ts';
import { presentAdminUser } from '../presenter.ts';

/**
 * PATCH /api/admin/users/{id}/role: a student becomes a platform admin or back (docs/admin.md).
 * An admin cannot demote themselves. A real change ends every session of the user and closes their
 * chat sockets at once, as disabling does: their screens, menus and cached tokens were built for the
 * old role, so they sign in again and get the new one everywhere. The API reads the role from the
 * database on every call, so the change holds even before that.
 */
export async function changeUserRole(d: Deps, actorId: string, userId: string, input: ChangeRoleRequest) {
  if (roleChangeRefusal(actorId, userId, input.role))
    throw fieldError(
      409,
      'CONFLICT',
      'role',
      'validation.admin.selfDemotion',
      'An admin cannot take away their own admin role',
    );
  const now = d.clock();
  const { row, changed } = await d.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!before) return { row: undefined, changed: false };
    if (before.role === input.role) {
      const [same] = await tx.select().from(users).where(eq(users.id, userId));
      return { row: same, changed: false };
    }
    const [updated] = await tx
      .update(users)
      .set({ role: input.role, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    await endAllSessions(tx, userId, now);
    return { row: updated, changed: true };
  });
  if (!row) throw notFound('No such user');
  if (changed) d.realtime.disconnectUser(userId);
  return presentAdminUser(row);
}
