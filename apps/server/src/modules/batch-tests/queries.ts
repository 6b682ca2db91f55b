import { and, eq, sql } from 'drizzle-orm';
import { batches, batchMembers, batchTests, examSeries, practiceSets } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { notFound } from '../../lib/app-error.ts';
import { rowsOf } from '../../lib/sql-rows.ts';
import type { TestRow } from './presenter.ts';

/** One of the institute's sets with its series; another institute's or the platform's is a 404. */
export async function instituteSet(tx: Tx, organizationId: string, setId: string) {
  const [row] = await tx
    .select({ set: practiceSets, seriesSlug: examSeries.slug })
    .from(practiceSets)
    .innerJoin(examSeries, eq(examSeries.id, practiceSets.seriesId))
    .where(and(eq(practiceSets.id, setId), eq(practiceSets.organizationId, organizationId)));
  if (!row) throw notFound('No such set');
  return row;
}

const questionCount = sql<number>`(select count(*)::int from set_questions sq where sq.set_id = ${practiceSets.id})`;
/** Active students of the batch (still of the institute, not deactivated). */
const batchSize = sql<number>`(select count(*)::int from batch_members bm join users u on u.id = bm.user_id
  where bm.batch_id = ${batches.id} and bm.role = 'student' and u.organization_id = ${batches.organizationId}
    and u.org_deactivated_at is null)`;

/** The institute's batch tests (of these batches when given), soonest window first. */
export async function testRows(
  tx: Tx,
  organizationId: string,
  batchIds?: readonly string[],
): Promise<TestRow[]> {
  if (batchIds && batchIds.length === 0) return [];
  const rows = await tx
    .select({
      id: batchTests.id,
      opensAt: batchTests.opensAt,
      closesAt: batchTests.closesAt,
      batchId: batches.id,
      batchName: batches.name,
      set: practiceSets,
      seriesSlug: examSeries.slug,
      questionCount,
      batchSize,
    })
    .from(batchTests)
    .innerJoin(batches, eq(batches.id, batchTests.batchId))
    .innerJoin(practiceSets, eq(practiceSets.id, batchTests.setId))
    .innerJoin(examSeries, eq(examSeries.id, practiceSets.seriesId))
    .where(
      and(
        eq(batchTests.organizationId, organizationId),
        batchIds
          ? sql`${batchTests.batchId} in (${sql.join(
              batchIds.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`
          : undefined,
      ),
    )
    .orderBy(batchTests.opensAt, batchTests.id);
  return rows.map((r) => ({ ...r, questionCount: Number(r.questionCount), batchSize: Number(r.batchSize) }));
}

/**
 * The batch's first attempts at a set that count in ranks (leaderboards' `inRanks`: first, submitted,
 * not held for review), by the batch's active students, best first.
 */
export async function batchScores(tx: Tx, batchId: string, setId: string) {
  const rows = await tx.execute(sql`select a.id::text as attempt_id, a.user_id::text as user_id, a.score_milli
    from attempts a
    join batch_members bm on bm.user_id = a.user_id and bm.batch_id = ${batchId} and bm.role = 'student'
    join users u on u.id = a.user_id and u.organization_id = bm.organization_id and u.org_deactivated_at is null
    where a.set_id = ${setId} and a.ranked and a.status = 'submitted'
      and (a.rank_review is null or a.rank_review = 'cleared')
    order by a.score_milli desc`);
  return rowsOf<{ attempt_id: string; user_id: string; score_milli: number }>(rows).map((r) => ({
    attemptId: r.attempt_id,
    userId: r.user_id,
    scoreMilli: Number(r.score_milli),
  }));
}

/** The batches of the institute in which this user is a student (or a teacher). */
export async function batchIdsOf(
  tx: Tx,
  organizationId: string,
  userId: string,
  role: 'student' | 'teacher',
) {
  const rows = await tx
    .select({ id: batchMembers.batchId })
    .from(batchMembers)
    .where(
      and(
        eq(batchMembers.organizationId, organizationId),
        eq(batchMembers.userId, userId),
        eq(batchMembers.role, role),
      ),
    );
  return rows.map((r) => r.id);
}
