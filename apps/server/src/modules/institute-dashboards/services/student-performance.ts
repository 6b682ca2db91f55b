import {
  addIndianDays,
  attendanceRate,
  type DashboardTopic,
  type ExamKey,
  examTemplates,
  indianDayOf,
  type StudentPerformance,
  scoreTrendLimit,
  sectionNamesOf,
  weakTopicsOf,
  wholePercent,
} from '@abhyas/core';
import { sql } from 'drizzle-orm';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Tx } from '../../../db/tx.ts';
import type { Deps } from '../../../deps.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import type { BatchViewer } from '../../batches/policy.ts';
import { presentTrendPoint, type TrendRow } from '../presenter.ts';
import { addCounts, attemptTotals, attendanceCounts, attendanceWindowDays } from '../queries.ts';
import { type Scope, scopeOf, studentInScope } from '../scope.ts';

/** Right, wrong and skipped per section over the student's submitted tests, merged by section name. */
async function sections(tx: Tx, studentId: string) {
  const rows = rowsOf<{ exam_key: ExamKey; idx: number; correct: number; wrong: number; skipped: number }>(
    await tx.execute(sql`select a.exam_key, (s.ord - 1)::int as idx,
        sum((s.elem->>'correct')::int)::int as correct, sum((s.elem->>'wrong')::int)::int as wrong,
        sum((s.elem->>'skipped')::int)::int as skipped
      from attempts a cross join lateral jsonb_array_elements(a.section_results) with ordinality s(elem, ord)
      where a.user_id = ${studentId} and a.status = 'submitted' and a.section_results is not null
      group by a.exam_key, s.ord`),
  );
  const byName = new Map<string, StudentPerformance['sections'][number]>();
  for (const r of rows) {
    const name = sectionNamesOf(examTemplates[r.exam_key])[r.idx];
    if (!name) continue;
    const s = byName.get(name.en) ?? { name, correct: 0, wrong: 0, skipped: 0, accuracy: null };
    s.correct += Number(r.correct);
    s.wrong += Number(r.wrong);
    s.skipped += Number(r.skipped);
    s.accuracy = wholePercent(s.correct, s.correct + s.wrong);
    byName.set(name.en, s);
  }
  return [...byName.values()].sort((a, b) => a.name.en.localeCompare(b.name.en));
}

/** Time in tests (against the time the exams allow) and at the study timer over the last 30 days. */
async function timeUse(tx: Tx, studentId: string, fromDay: string) {
  const groups = rowsOf<{ exam_key: ExamKey; n: number; seconds: string; answered: string }>(
    await tx.execute(sql`select a.exam_key, count(*)::int as n, coalesce(sum(a.time_taken_seconds), 0)::bigint as seconds,
        coalesce(sum(coalesce(a.correct, 0) + coalesce(a.wrong, 0)), 0)::bigint as answered
      from attempts a where a.user_id = ${studentId} and a.status = 'submitted' group by a.exam_key`),
  );
  const [study] = rowsOf<{ seconds: string }>(
    await tx.execute(sql`select coalesce(sum(focus_seconds), 0)::bigint as seconds from study_sessions
      where user_id = ${studentId} and day >= ${fromDay}`),
  );
  const seconds = groups.reduce((s, g) => s + Number(g.seconds), 0);
  const answered = groups.reduce((s, g) => s + Number(g.answered), 0);
  const allowed = groups.reduce((s, g) => s + Number(g.n) * examTemplates[g.exam_key].duration * 60, 0);
  return {
    testMinutes: Math.round(seconds / 60),
    secondsPerAnswer: answered > 0 ? Math.round(seconds / answered) : null,
    timeUsedPercent: wholePercent(seconds, allowed),
    studyMinutes30: Math.round(Number(study?.seconds ?? 0) / 60),
  };
}

/** The active students of one batch, as a subquery for `attemptTotals`. */
const studentsOfBatch = (organizationId: string, batchId: string) =>
  sql`select bm.user_id from batch_members bm join users u on u.id = bm.user_id
    where bm.batch_id = ${batchId} and bm.role = 'student' and bm.organization_id = ${organizationId}
      and u.organization_id = ${organizationId} and u.org_deactivated_at is null`;

/**
 * GET /api/organisations/{organizationId}/students/{studentId}/performance: one student's tests,
 * trend, sections, topics, time and attendance, beside each of their batches' averages. A teacher
 * sees only a student of a batch they teach, and only those batches; anything else is 404.
 */
export function studentPerformance(
  d: Deps,
  viewer: BatchViewer,
  organizationId: string,
  studentId: string,
): Promise<StudentPerformance> {
  return performanceIn(d, scopeOf(viewer, organizationId), studentId);
}

/** The performance of a student within `scope` (a parent's report card reads it in the institute's). */
export async function performanceIn(d: Deps, scope: Scope, studentId: string): Promise<StudentPerformance> {
  const { organizationId } = scope;
  const fromDay = addIndianDays(indianDayOf(d.clock()), -(attendanceWindowDays - 1));
  return inOrganisation(d.db, organizationId, async (tx) => {
    const student = await studentInScope(tx, scope, studentId);
    const [org] = rowsOf<{ name: string }>(
      await tx.execute(sql`select name from organisations where id = ${organizationId}`),
    );
    const own = await attemptTotals(tx, sql`select ${studentId}::uuid`);
    const trend = rowsOf<TrendRow>(
      await tx.execute(sql`select a.id, a.exam_key, ps.title_hi, ps.title_en, a.submitted_at, a.score_milli
        from attempts a join practice_sets ps on ps.id = a.set_id
        where a.user_id = ${studentId} and a.status = 'submitted' and a.score_milli is not null
          and a.submitted_at is not null
        order by a.submitted_at desc limit ${scoreTrendLimit}`),
    );
    const topics: DashboardTopic[] = rowsOf<{
      subject: string;
      topic: string;
      attempts: number;
      correct: number;
    }>(
      await tx.execute(sql`select subject, topic, attempts, correct from topic_progress
        where user_id = ${studentId} and attempts > 0 order by subject, topic`),
    ).map((t) => ({ ...t, accuracy: wholePercent(t.correct, t.attempts) ?? 0 }));
    const batchIds = student.batches.map((b) => b.id);
    const theirBatches = batchIds.length
      ? sql`select unnest(${`{${batchIds.join(',')}}`}::uuid[])`
      : sql`select null::uuid where false`;
    const mine = await attendanceCounts(tx, organizationId, theirBatches, fromDay, studentId);
    const everyone = await attendanceCounts(tx, organizationId, theirBatches, fromDay);
    const counts = addCounts(mine.values());
    const comparison = [];
    for (const b of student.batches) {
      const batch = await attemptTotals(tx, studentsOfBatch(organizationId, b.id));
      comparison.push({
        batchId: b.id,
        batchName: b.name,
        student: {
          averageScorePercent: own.averageScorePercent,
          accuracy: own.accuracy,
          attendanceRate: attendanceRate(mine.get(b.id) ?? {}),
        },
        batch: {
          averageScorePercent: batch.averageScorePercent,
          accuracy: batch.accuracy,
          attendanceRate: attendanceRate(everyone.get(b.id) ?? {}),
        },
      });
    }
    return {
      student,
      organisationName: org?.name ?? '',
      ...own,
      scoreTrend: trend.map(presentTrendPoint).reverse(),
      sections: await sections(tx, studentId),
      topics,
      weakTopics: weakTopicsOf([], topics),
      time: await timeUse(tx, studentId, fromDay),
      attendance: {
        rate: attendanceRate(counts),
        present: counts.present ?? 0,
        late: counts.late ?? 0,
        absent: counts.absent ?? 0,
        excused: counts.excused ?? 0,
      },
      comparison,
    };
  });
}
