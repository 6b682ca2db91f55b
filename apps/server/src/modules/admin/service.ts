import { disableRefusal, type PaginationQuery, pageMeta } from '@abhyas/core';
import { count, desc, eq, ilike, or } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { fieldError, notFound } from '../../lib/app-error.ts';
import { endAllSessions } from '../auth/sessions.ts';
import { presentAdminUser } from './presenter.ts';

/** LIKE's wildcards in what the admin typed are matched literally. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listUsers(d: Deps, query: PaginationQuery & { search?: string | undefined }) {
  const pattern = query.search ? `%${likeEscape(query.search)}%` : undefined;
  const where = pattern
    ? or(ilike(users.username, pattern), ilike(users.name, pattern), ilike(users.email, pattern))
    : undefined;
  const [rows, [total]] = await Promise.all([
    d.db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), users.id)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    d.db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    data: rows.map(presentAdminUser),
    meta: pageMeta(query, total?.n ?? 0),
  };
}

/** Disabling ends every session and closes every chat socket at once; enabling lets the person sign in again. */
export async function setUserDisabled(d: Deps, userId: string, disabled: boolean) {
  const now = d.clock();
  const row = await d.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ disabledAt: disabled ? now : null, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    if (updated && disabled) await endAllSessions(tx, userId, now);
    return updated;
  });
  if (!row) throw notFound('No such user');
  // Their chat sockets close on every node (docs/community-realtime.md); a reconnect is refused.
  if (disabled) d.realtime.disconnectUser(userId);
  return presentAdminUser(row);
}

/** An admin's disable or enable: never their own account (core's `disableRefusal`; the screen offers it to nobody either). */
export async function setUserDisabledBy(d: Deps, actorId: string, userId: string, disabled: boolean) {
  if (disableRefusal(actorId, userId, disabled))
    throw fieldError(
      409,
      'CONFLICT',
      'userId',
      'validation.admin.selfDisable',
      'An admin cannot disable their own account',
    );
  return setUserDisabled(d, userId, disabled);
}
