import {
  addIndianDays,
  attendanceRate,
  type DashboardTopic,
  type InstituteDashboard,
  indianDayOf,
  indianDayStart,
  minAnswersForWeak,
  weakAccuracyBelow,
  weakTopicsOf,
  wholePercent,
} from '@abhyas/core';
import { sql } from 'drizzle-orm';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Deps } from '../../../deps.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import type { BatchViewer } from '../../batches/policy.ts';
import { presentBatchTest } from '../presenter.ts';
import { addCounts, attemptTotals, attendanceCounts, attendanceWindowDays, batchTests } from '../queries.ts';
import { type Scope, scopeBatches, scopeOf, scopeStudents } from '../scope.ts';

/** Tests listed in each of the dashboard's two lists. */
export const dashboardTestsLimit = 5;

/** Active students per Indian day of the last seven, and over the week (the grouping set `()`). */
async function activity(d: Deps, scope: Scope, today: string) {
  const from = addIndianDays(today, -6);
  const since = indianDayStart(from).toISOString();
  const active = sql`select s.id from (${scopeStudents(scope)}) s where not s.deactivated`;
  return inOrganisation(d.db, scope.organizationId, async (tx) =>
    rowsOf<{ day: string | null; n: number }>(
      await tx.execute(sql`select d.day::text as day, count(distinct d.user_id)::int as n from (
          select a.user_id, (a.started_at at time zone 'Asia/Kolkata')::date as day from attempts a
            where a.user_id in (${active}) and a.started_at >= ${since}
          union
          select q.user_id, (q.answered_at at time zone 'Asia/Kolkata')::date from quiz_questions q
            where q.user_id in (${active}) and q.answered_at >= ${since}
          union
          select ss.user_id, ss.day from study_sessions ss where ss.user_id in (${active}) and ss.day >= ${from}
        ) d group by grouping sets ((d.day), ())`),
    ),
  );
}

/** Each batch's active students and its weak topics (core's rule over the batch's answers together). */
async function batchFigures(d: Deps, scope: Scope) {
  const org = scope.organizationId;
  return inOrganisation(d.db, org, async (tx) => {
    const batches = rowsOf<{ id: string; name: string; students: number }>(
      await tx.execute(sql`select b.id, b.name, count(u.id)::int as students from batches b
        left join batch_members bm on bm.batch_id = b.id and bm.role = 'student'
        left join users u on u.id = bm.user_id and u.organization_id = ${org} and u.org_deactivated_at is null
        where b.id in (${scopeBatches(scope)})
        group by b.id order by lower(b.name), b.id`),
    );
    // Only topics the rule could name leave the database: answered at least `minAnswersForWeak`
    // times and under `weakAccuracyBelow` percent (with no aimed ranking for a batch, that is the rule).
    const topics = rowsOf<{ batch_id: string } & DashboardTopic>(
      await tx.execute(sql`select bm.batch_id, tp.subject, tp.topic, sum(tp.attempts)::int as attempts,
          sum(tp.correct)::int as correct, 0 as accuracy
        from batch_members bm
        join users u on u.id = bm.user_id and u.organization_id = ${org} and u.org_deactivated_at is null
        join topic_progress tp on tp.user_id = bm.user_id
        where bm.organization_id = ${org} and bm.role = 'student' and bm.batch_id in (${scopeBatches(scope)})
        group by bm.batch_id, tp.subject, tp.topic
        having sum(tp.attempts) >= ${minAnswersForWeak}
          and sum(tp.correct) * 100 < ${weakAccuracyBelow} * sum(tp.attempts)`),
    );
    return { batches, topics };
  });
}

/**
 * GET /api/organisations/{organizationId}/dashboard: the institute's figures for its admins, or a
 * teacher's batches' figures for them. Each part is one aggregate in SQL over the scope's students
 * (indexes that lead with the user, the batch or the set); the parts run in their own transactions
 * together, so on PostgreSQL they overlap (on PGlite's one connection they queue).
 */
export async function instituteDashboard(
  d: Deps,
  viewer: BatchViewer,
  organizationId: string,
): Promise<InstituteDashboard> {
  const scope = scopeOf(viewer, organizationId);
  const now = d.clock();
  const today = indianDayOf(now);
  const fromDay = addIndianDays(today, -(attendanceWindowDays - 1));
  const batchesSql = scopeBatches(scope);
  const [counts, totals, days, attendance, tests, figures] = await Promise.all([
    inOrganisation(d.db, organizationId, async (tx) =>
      rowsOf<{ active: number; deactivated: number }>(
        await tx.execute(sql`select (count(*) filter (where not s.deactivated))::int as active,
            (count(*) filter (where s.deactivated))::int as deactivated from (${scopeStudents(scope)}) s`),
      ),
    ),
    inOrganisation(d.db, organizationId, (tx) =>
      attemptTotals(tx, sql`select s.id from (${scopeStudents(scope)}) s where not s.deactivated`),
    ),
    activity(d, scope, today),
    inOrganisation(d.db, organizationId, (tx) => attendanceCounts(tx, organizationId, batchesSql, fromDay)),
    inOrganisation(d.db, organizationId, async (tx) => ({
      upcoming: await batchTests(tx, organizationId, batchesSql, now, 'upcoming', dashboardTestsLimit),
      recent: await batchTests(tx, organizationId, batchesSql, now, 'recent', dashboardTestsLimit),
    })),
    batchFigures(d, scope),
  ]);
  const byDay = new Map(days.filter((r) => r.day !== null).map((r) => [r.day, Number(r.n)]));
  return {
    scope: scope.teacherId ? 'teacher' : 'institute',
    today,
    students: { active: counts[0]?.active ?? 0, deactivated: counts[0]?.deactivated ?? 0 },
    activeThisWeek: Number(days.find((r) => r.day === null)?.n ?? 0),
    activity: Array.from({ length: 7 }, (_, i) => addIndianDays(today, i - 6)).map((day) => ({
      day,
      students: byDay.get(day) ?? 0,
    })),
    ...totals,
    attendanceRate: attendanceRate(addCounts(attendance.values())),
    upcomingTests: tests.upcoming.map(presentBatchTest),
    recentTests: tests.recent.map(presentBatchTest),
    batches: figures.batches.map((b) => ({
      id: b.id,
      name: b.name,
      students: Number(b.students),
      attendanceRate: attendanceRate(attendance.get(b.id) ?? {}),
      weakTopics: weakTopicsOf(
        [],
        figures.topics
          .filter((t) => t.batch_id === b.id)
          .map((t) => ({
            subject: t.subject,
            topic: t.topic,
            attempts: Number(t.attempts),
            correct: Number(t.correct),
            accuracy: wholePercent(Number(t.correct), Number(t.attempts)) ?? 0,
          })),
      ),
    })),
  };
}
