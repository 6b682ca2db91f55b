import { eq, sql } from 'drizzle-orm';
import { organisations, users } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import { presentAdminUserDetail } from '../presenter.ts';

/**
 * GET /api/admin/users/{id}: one account, its institute, what it has done and when it was last
 * active (the same activities the dashboard counts, docs/admin.md). Every figure is read through an
 * index led by the user's id, so one account costs the same on a large platform as on a small one.
 */
export async function getAdminUser(d: Deps, userId: string) {
  const [row] = await d.db
    .select({ user: users, orgName: organisations.name })
    .from(users)
    .leftJoin(organisations, eq(organisations.id, users.organizationId))
    .where(eq(users.id, userId));
  if (!row) throw notFound('No such user');
  const now = d.clock().toISOString();
  const [facts] = rowsOf<{
    attempts: number;
    submitted: number;
    quizzes: number;
    sessions: number;
    last_active: Date | string | null;
  }>(
    await d.db.execute(sql`
      select
        (select count(*) from attempts where user_id = ${userId})::int as attempts,
        (select count(*) from attempts where user_id = ${userId} and status = 'submitted')::int as submitted,
        (select count(*) from quizzes where user_id = ${userId})::int as quizzes,
        (select count(distinct family_id) from refresh_tokens
           where user_id = ${userId} and revoked_at is null and expires_at > ${now})::int as sessions,
        greatest(
          (select max(started_at) from attempts where user_id = ${userId}),
          (select max(answered_at) from quiz_questions where user_id = ${userId} and answered_at is not null),
          (select max(updated_at) from potd_attempts where user_id = ${userId}),
          (select max(reviewed_at) from flashcard_reviews where user_id = ${userId}),
          (select max(ended_at) from study_sessions where user_id = ${userId})
        ) as last_active`),
  );
  return presentAdminUserDetail(row.user, {
    organization:
      row.user.organizationId && row.orgName ? { id: row.user.organizationId, name: row.orgName } : null,
    lastActiveAt: facts?.last_active ? new Date(facts.last_active) : null,
    counts: {
      attempts: Number(facts?.attempts ?? 0),
      submittedAttempts: Number(facts?.submitted ?? 0),
      quizzes: Number(facts?.quizzes ?? 0),
      activeSessions: Number(facts?.sessions ?? 0),
    },
  });
}
