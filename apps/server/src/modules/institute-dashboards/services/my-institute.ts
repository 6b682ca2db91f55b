import {
  addIndianDays,
  attendanceRate,
  indianDayOf,
  type MyInstitute,
  oneDecimal,
  percentOfMax,
  rankFor,
} from '@abhyas/core';
import { sql } from 'drizzle-orm';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Deps } from '../../../deps.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import { inRanks } from '../../leaderboards/standings.ts';
import { addCounts, attendanceCounts, attendanceWindowDays, batchTests, isoOf } from '../queries.ts';

/** Tests in each list of the card. */
export const myTestsLimit = 3;

/**
 * GET /api/organisations/{organizationId}/me: the signed-in student's own institute card on
 * /user-dashboard: their active batches with their attendance, upcoming tests of those batches and
 * their batch rank in the latest closed ones. Only the viewer's own rows and their batches' tests.
 */
export async function myInstitute(d: Deps, userId: string, organizationId: string): Promise<MyInstitute> {
  const now = d.clock();
  const fromDay = addIndianDays(indianDayOf(now), -(attendanceWindowDays - 1));
  return inOrganisation(d.db, organizationId, async (tx) => {
    const [org] = rowsOf<{ name: string }>(
      await tx.execute(sql`select name from organisations where id = ${organizationId}`),
    );
    const batches = rowsOf<{ id: string; name: string }>(
      await tx.execute(sql`select b.id, b.name from batches b join batch_members bm on bm.batch_id = b.id
        where bm.user_id = ${userId} and bm.role = 'student' and bm.organization_id = ${organizationId}
          and b.archived_at is null order by lower(b.name), b.id`),
    );
    const mineSql = sql`select bm.batch_id from batch_members bm join batches b on b.id = bm.batch_id
      where bm.user_id = ${userId} and bm.role = 'student' and bm.organization_id = ${organizationId}
        and b.archived_at is null`;
    const counts = await attendanceCounts(tx, organizationId, mineSql, fromDay, userId);
    const upcoming = await batchTests(tx, organizationId, mineSql, now, 'upcoming', myTestsLimit);
    const recent = await batchTests(tx, organizationId, mineSql, now, 'recent', myTestsLimit);
    const setIds = [...new Set([...upcoming, ...recent].map((t) => t.set_id))];
    const done = setIds.length
      ? rowsOf<{ set_id: string; score_milli: number | null; counts: boolean }>(
          await tx.execute(sql`select attempts.set_id, attempts.score_milli, (${inRanks}) as counts from attempts
            where attempts.user_id = ${userId} and attempts.ranked and attempts.status = 'submitted'
              and attempts.set_id = any(${`{${setIds.join(',')}}`}::uuid[])`),
        )
      : [];
    const recentRanks = [];
    for (const test of recent) {
      const mine = done.find((x) => x.set_id === test.set_id);
      // Competition rank among the batch's active students' ranked first attempts (the honest-ranks rule).
      const [above] =
        mine?.counts && mine.score_milli !== null
          ? rowsOf<{ n: number }>(
              await tx.execute(sql`select count(*)::int as n from attempts
                join batch_members bm on bm.user_id = attempts.user_id and bm.batch_id = ${test.batch_id}
                  and bm.role = 'student'
                join users u on u.id = attempts.user_id and u.organization_id = ${organizationId}
                  and u.org_deactivated_at is null
                where attempts.set_id = ${test.set_id} and ${inRanks} and attempts.score_milli > ${mine.score_milli}`),
            )
          : [];
      recentRanks.push({
        id: test.id,
        batchName: test.batch_name,
        title: { hi: test.title_hi, en: test.title_en },
        closesAt: isoOf(test.closes_at),
        rank: above ? rankFor(Number(above.n)) : null,
        ranked: Number(test.submitted),
        scorePercent:
          mine?.score_milli != null ? oneDecimal(percentOfMax(test.exam_key, mine.score_milli)) : null,
      });
    }
    return {
      organisationName: org?.name ?? '',
      batches: batches.map((b) => ({ ...b, attendanceRate: attendanceRate(counts.get(b.id) ?? {}) })),
      attendanceRate: attendanceRate(addCounts(counts.values())),
      upcomingTests: upcoming.map((t) => ({
        id: t.id,
        batchName: t.batch_name,
        title: { hi: t.title_hi, en: t.title_en },
        opensAt: isoOf(t.opens_at),
        closesAt: isoOf(t.closes_at),
        seriesId: t.series_slug,
        setId: t.set_slug,
        done: done.some((x) => x.set_id === t.set_id),
      })),
      recentRanks,
    };
  });
}
