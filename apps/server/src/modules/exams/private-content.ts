import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { rowsOf } from '../../lib/sql-rows.ts';

/**
 * An institute's own questions and sets (`organization_id` not null) are private (docs/institutes.md,
 * "The institute's own tests"): the platform's surfaces (the exams catalogue, the question bank,
 * quizzes, cards, the Problem of the Day, PDFs, dashboards, ranks) read only the platform's content,
 * through these fragments. An institute set opens only to the people of that institute who have a
 * reason to see it (`opensInstituteSet`). The exams area imports no other area, so every area may
 * import this file.
 */

/** On a `practice_sets` row under the alias `ps` (or the given column): the platform's own set. */
export const platformSet = (organizationIdColumn: SQL | unknown = sql.raw('ps.organization_id')): SQL =>
  sql`${organizationIdColumn} is null`;

/** On a `questions` row under the alias `q` (or the given column): the platform's own question. */
export const platformQuestion = (organizationIdColumn: SQL | unknown = sql.raw('q.organization_id')): SQL =>
  sql`${organizationIdColumn} is null`;

/**
 * The ids of every institute's questions, as a subquery. The honest-ranks subquery (`sealedFor`)
 * unions it in, so every practice surface that leaves sealed questions out (bank list, search,
 * reveal, bookmark, quizzes' draw and counts, cards, the revise list) leaves these out too.
 */
export const instituteQuestionIds: SQL = sql`select iq.id from questions iq where iq.organization_id is not null`;

/** A series that holds an institute's set is that institute's private series (one per exam). */
export const platformSeries = (seriesIdColumn: SQL | unknown = sql.raw('s.id')): SQL =>
  sql`not exists (select 1 from practice_sets ips where ips.series_id = ${seriesIdColumn}
    and ips.organization_id is not null)`;

/** Who asks: a user id, none, or a way to learn it (a public route reads the token only when it must). */
export type ViewerId = string | null | undefined | (() => Promise<string | null>);

/**
 * Whether this user may open the institute set (its details, their attempts, its ranks): an admin of
 * its institute, or a student or teacher of a batch it is assigned to. Starting it asks more (a
 * student of such a batch, inside the window: attempts/policy.ts).
 */
export async function opensInstituteSet(
  db: Db | Tx,
  set: { id: string; organizationId: string | null },
  viewer: ViewerId,
): Promise<boolean> {
  if (!set.organizationId) return true;
  const userId = typeof viewer === 'function' ? await viewer() : viewer;
  if (!userId) return false;
  const rows = rowsOf<{ ok: boolean }>(
    await db.execute(sql`select (
        exists (select 1 from users u where u.id = ${userId} and u.organization_id = ${set.organizationId}
                and u.org_role = 'admin' and u.org_deactivated_at is null)
        or exists (select 1 from batch_tests bt join batch_members bm on bm.batch_id = bt.batch_id
                   join users u on u.id = bm.user_id
                   where bt.set_id = ${set.id} and bt.organization_id = ${set.organizationId}
                     and bm.user_id = ${userId} and u.organization_id = ${set.organizationId}
                     and u.org_deactivated_at is null)
      ) as ok`),
  );
  return rows[0]?.ok === true;
}

/** The windows in which this user, as a student of a batch it is assigned to, may start the institute set. */
export async function instituteWindowsFor(
  db: Db | Tx,
  setId: string,
  userId: string,
): Promise<{ opensAt: Date; closesAt: Date }[]> {
  const rows = rowsOf<{ opens_at: string | Date; closes_at: string | Date }>(
    await db.execute(sql`select bt.opens_at, bt.closes_at from batch_tests bt
      join batch_members bm on bm.batch_id = bt.batch_id and bm.role = 'student'
      join users u on u.id = bm.user_id and u.organization_id = bt.organization_id and u.org_deactivated_at is null
      where bt.set_id = ${setId} and bm.user_id = ${userId}`),
  );
  return rows.map((r) => ({ opensAt: new Date(r.opens_at), closesAt: new Date(r.closes_at) }));
}
