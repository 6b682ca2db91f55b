import { type AttendanceStatus, type ExamKey, mockAverage, wholePercent } from '@abhyas/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/tx.ts';
import { rowsOf } from '../../lib/sql-rows.ts';
import { inRanks } from '../leaderboards/standings.ts';

/** Days counted by the attendance figures of the dashboards: the last 30 Indian days, today included. */
export const attendanceWindowDays = 30;

export interface AttemptTotals {
  testsTaken: number;
  averageScorePercent: number | null;
  accuracy: number | null;
  answered: number;
}

/**
 * Submitted tests of the students `students` selects (a subquery answering `id`), per exam: how many,
 * their summed score, right and wrong answers. Read through attempts_user_idx (user_id first), so only
 * those students' rows are touched. Averages follow the student dashboard (core `mockAverage`,
 * `wholePercent`).
 */
export async function attemptTotals(tx: Tx, students: SQL): Promise<AttemptTotals> {
  const groups = rowsOf<{ exam_key: ExamKey; n: number; score: string; correct: string; wrong: string }>(
    await tx.execute(sql`select a.exam_key, count(*)::int as n, coalesce(sum(a.score_milli), 0)::bigint as score,
        coalesce(sum(a.correct), 0)::bigint as correct, coalesce(sum(a.wrong), 0)::bigint as wrong
      from attempts a where a.user_id in (${students}) and a.status = 'submitted'
      group by a.exam_key`),
  );
  const mock = mockAverage(
    groups.map((g) => ({ examKey: g.exam_key, n: Number(g.n), scoreMilli: Number(g.score) })),
  );
  const correct = groups.reduce((s, g) => s + Number(g.correct), 0);
  const answered = correct + groups.reduce((s, g) => s + Number(g.wrong), 0);
  return {
    testsTaken: mock.taken,
    averageScorePercent: mock.averagePercent,
    accuracy: wholePercent(correct, answered),
    answered,
  };
}

export type StatusCounts = Partial<Record<AttendanceStatus, number>>;

/**
 * Attendance marks from `fromDay` by batch and status, of the batches `batches` selects (and of one
 * student when `userId` is given): attendance_marks_batch_day_idx reads each batch's days.
 */
export async function attendanceCounts(
  tx: Tx,
  organizationId: string,
  batches: SQL,
  fromDay: string,
  userId?: string,
): Promise<Map<string, StatusCounts>> {
  const rows = rowsOf<{ batch_id: string; status: AttendanceStatus; n: number }>(
    await tx.execute(sql`select m.batch_id, m.status, count(*)::int as n from attendance_marks m
      where m.organization_id = ${organizationId} and m.batch_id in (${batches}) and m.day >= ${fromDay}
        ${userId ? sql`and m.user_id = ${userId}` : sql``}
      group by m.batch_id, m.status`),
  );
  const byBatch = new Map<string, StatusCounts>();
  for (const r of rows) {
    const counts = byBatch.get(r.batch_id) ?? {};
    counts[r.status] = Number(r.n);
    byBatch.set(r.batch_id, counts);
  }
  return byBatch;
}

/** The counts of several batches added together. */
export function addCounts(all: Iterable<StatusCounts>): StatusCounts {
  const total: StatusCounts = {};
  for (const counts of all)
    for (const [status, n] of Object.entries(counts) as [AttendanceStatus, number][])
      total[status] = (total[status] ?? 0) + n;
  return total;
}

export interface BatchTestRow {
  id: string;
  batch_id: string;
  batch_name: string;
  set_id: string;
  series_slug: string;
  set_slug: string;
  exam_key: ExamKey;
  title_hi: string;
  title_en: string;
  opens_at: Date | string;
  closes_at: Date | string;
  students: number;
  submitted: number;
  average_milli: string | null;
}

/**
 * Tests given to the batches `batches` selects: `upcoming` (not closed yet, soonest first) or
 * `recent` (closed, newest first), each with its batch's active students and how many of them
 * finished their first attempt and their average score (deactivated students are left out, as from
 * every figure) (attempts_ranking_idx reads one set's ranked
 * attempts; the honest-ranks rule `inRanks` leaves held attempts out).
 */
export async function batchTests(
  tx: Tx,
  organizationId: string,
  batches: SQL,
  now: Date,
  which: 'upcoming' | 'recent',
  limit: number,
): Promise<BatchTestRow[]> {
  const at = now.toISOString();
  const order = which === 'upcoming' ? sql`bt.opens_at asc, bt.id` : sql`bt.closes_at desc, bt.id`;
  // The `limit` tests are picked first (batch_tests alone), so the per-test counts below run for
  // those few only, not for every test of the scope before the sort.
  return rowsOf<BatchTestRow>(
    await tx.execute(sql`select bt.id, bt.batch_id, b.name as batch_name, ps.id as set_id, es.slug as series_slug,
        ps.slug as set_slug, ps.exam_key, ps.title_hi, ps.title_en, bt.opens_at, bt.closes_at,
        (select count(*)::int from batch_members bm join users u on u.id = bm.user_id
           where bm.batch_id = bt.batch_id and bm.role = 'student' and u.organization_id = ${organizationId}
             and u.org_deactivated_at is null) as students,
        r.submitted, r.average_milli
      from (select bt.id, bt.batch_id, bt.set_id, bt.opens_at, bt.closes_at from batch_tests bt
        where bt.organization_id = ${organizationId} and bt.batch_id in (${batches})
          and ${which === 'upcoming' ? sql`bt.closes_at > ${at}` : sql`bt.closes_at <= ${at}`}
        order by ${order} limit ${limit}) bt
      join batches b on b.id = bt.batch_id
      join practice_sets ps on ps.id = bt.set_id
      join exam_series es on es.id = ps.series_id
      cross join lateral (
        select count(*)::int as submitted, avg(attempts.score_milli)::text as average_milli
        from attempts join batch_members bm on bm.user_id = attempts.user_id and bm.batch_id = bt.batch_id
          and bm.role = 'student'
        join users u on u.id = attempts.user_id and u.organization_id = ${organizationId}
          and u.org_deactivated_at is null
        where attempts.set_id = bt.set_id and ${inRanks}
      ) r
      order by ${order}`),
  );
}

/** A timestamp column as the API writes it (PGlite answers Date, node-postgres may answer text). */
export const isoOf = (value: Date | string) => new Date(value).toISOString();
