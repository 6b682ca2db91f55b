import {
  type AdminStats,
  activeWeekDays,
  adminStatsDays,
  type DayCount,
  fillDaySeries,
  indianDayOf,
  indianDayStart,
  windowStart,
} from '@abhyas/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import { type LiveTurnoutRow, presentStats } from '../presenter.ts';

/** The Indian day of a timestamp column, in SQL (IST has no daylight saving). */
const istDay = (column: SQL) => sql`(${column} at time zone 'Asia/Kolkata')::date`;

async function perDay(db: Db, table: SQL, column: SQL, from: Date): Promise<DayCount[]> {
  // The range on the bare column lets the planner use the column's index (docs/admin.md, "Cost").
  const rows = rowsOf<{ day: string; count: number }>(
    await db.execute(sql`
      select ${istDay(column)}::text as day, count(*)::int as count
      from ${table} where ${column} >= ${from.toISOString()}
      group by 1`),
  );
  return rows.map((r) => ({ day: String(r.day), count: Number(r.count) }));
}

/**
 * Active students (docs/admin.md): students (role 'user', not disabled) who started an exam attempt,
 * answered a quiz question, tried the Problem of the Day, reviewed a flash card or saved a study
 * session on an Indian day. Each source is a range scan of an index led by its time column.
 */
async function activeStudents(db: Db, fromDay: string, weekDay: string) {
  const from = indianDayStart(fromDay).toISOString();
  const rows = rowsOf<{ kind: 'day' | 'week'; day: string | null; count: number }>(
    await db.execute(sql`
      with acts as (
        select user_id, ${istDay(sql`started_at`)} as day from attempts where started_at >= ${from}
        union
        select user_id, ${istDay(sql`answered_at`)} from quiz_questions where answered_at >= ${from}
        union
        select user_id, day from potd_attempts where day >= ${fromDay}
        union
        select user_id, ${istDay(sql`reviewed_at`)} from flashcard_reviews where reviewed_at >= ${from}
        union
        select user_id, day from study_sessions where day >= ${fromDay}
      ), students as (
        select a.user_id, a.day from acts a
        join users u on u.id = a.user_id and u.role = 'user' and u.disabled_at is null
      )
      select 'day' as kind, day::text as day, count(*)::int as count from students group by day
      union all
      select 'week', null, count(distinct user_id)::int from students where day >= ${weekDay}`),
  );
  return {
    perDay: rows.filter((r) => r.kind === 'day').map((r) => ({ day: String(r.day), count: Number(r.count) })),
    week: Number(rows.find((r) => r.kind === 'week')?.count ?? 0),
  };
}

/**
 * The live tests' tables come with the live-tests area; a database without them (an older one, or a
 * build of the app before that area) reports null rather than failing the whole dashboard.
 */
async function liveTests(db: Db, now: Date) {
  const [exists] = rowsOf<{ ok: boolean }>(
    await db.execute(sql`select to_regclass('public.live_registrations') is not null as ok`),
  );
  if (!exists?.ok) return null;
  const at = now.toISOString();
  const [counts] = rowsOf<{ upcoming: number; past: number }>(
    await db.execute(sql`
      select count(*) filter (where starts_at > ${at})::int as upcoming,
             count(*) filter (where ends_at <= ${at})::int as past
      from live_tests where cancelled_at is null`),
  );
  const recent = rowsOf<{
    id: string;
    title_hi: string;
    title_en: string;
    starts_at: Date | string;
    registered: number;
    joined: number;
  }>(
    await db.execute(sql`
      select t.id, t.title_hi, t.title_en, t.starts_at,
             (select count(*) from live_registrations r where r.live_test_id = t.id)::int as registered,
             (select count(*) from live_registrations r
                where r.live_test_id = t.id and r.joined_at is not null)::int as joined
      from live_tests t
      where t.cancelled_at is null and t.starts_at <= ${at}
      order by t.starts_at desc limit 8`),
  );
  return {
    upcoming: Number(counts?.upcoming ?? 0),
    past: Number(counts?.past ?? 0),
    recent: recent.map(
      (r): LiveTurnoutRow => ({
        id: r.id,
        titleHi: r.title_hi,
        titleEn: r.title_en,
        startsAt: new Date(r.starts_at),
        registered: Number(r.registered),
        joined: Number(r.joined),
      }),
    ),
  };
}

/** The counts that are one row each: one statement, one round trip. */
async function totals(db: Db) {
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(sql`
      select
        (select count(*) from users)::int as users,
        (select count(*) from users where disabled_at is not null)::int as disabled,
        (select count(*) from users where role = 'admin')::int as admins,
        (select count(*) from organisations)::int as institutes,
        (select count(*) from organisations where suspended_at is not null)::int as suspended,
        (select count(*) from organisation_requests where status = 'pending')::int as pending_requests,
        (select count(*) from feedback where status = 'new')::int as open_feedback,
        (select count(*) from question_reports where status = 'open')::int as open_reports,
        (select count(*) from attempts where rank_review = 'pending')::int as rank_reviews`),
  );
  const n = (k: string) => Number(row?.[k] ?? 0);
  return {
    users: { total: n('users'), disabled: n('disabled'), admins: n('admins') },
    institutes: { total: n('institutes'), suspended: n('suspended'), pendingRequests: n('pending_requests') },
    openFeedback: n('open_feedback'),
    openQuestionReports: n('open_reports'),
    pendingRankReviews: n('rank_reviews'),
  };
}

/** GET /api/admin/stats: every figure of the platform admin's dashboard. */
export async function getAdminStats(d: Deps): Promise<AdminStats> {
  const now = d.clock();
  const today = indianDayOf(now);
  const fromDay = windowStart(today, adminStatsDays);
  const from = indianDayStart(fromDay);
  // PGlite has one connection, so these run one after another there; PostgreSQL runs them side by side.
  const [base, signUps, attemptDays, quizDays, active, live] = await Promise.all([
    totals(d.db),
    perDay(d.db, sql`users`, sql`created_at`, from),
    perDay(d.db, sql`attempts`, sql`started_at`, from),
    perDay(d.db, sql`quizzes`, sql`started_at`, from),
    activeStudents(d.db, fromDay, windowStart(today, activeWeekDays)),
    liveTests(d.db, now),
  ]);
  const fill = (rows: DayCount[]) => fillDaySeries(rows, today, adminStatsDays);
  const activePerDay = fill(active.perDay);
  return presentStats(now, {
    ...base,
    signUpsPerDay: fill(signUps),
    attemptsPerDay: fill(attemptDays),
    quizzesPerDay: fill(quizDays),
    activeStudents: {
      today: activePerDay[activePerDay.length - 1]?.count ?? 0,
      week: active.week,
      perDay: activePerDay,
    },
    liveTests: live,
  });
}
