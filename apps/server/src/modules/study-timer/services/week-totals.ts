import { type StudyWeek, studyWeek } from '@abhyas/core';
import { and, between, count, eq, sql } from 'drizzle-orm';
import { studySessions } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';

/**
 * A student's focus time on each of the last seven Indian days, today last (days with nothing are
 * zero). The study-timer screen's chart reads it, and the student dashboard (built later) calls it
 * directly: `weekTotals(deps, userId, deps.clock())`. A session counts on the Indian day it ended.
 * One indexed query (study_sessions_user_day_idx) over the student's own rows only.
 */
export async function weekTotals(d: Pick<Deps, 'db'>, userId: string, now: Date): Promise<StudyWeek> {
  const days = studyWeek(now);
  const first = days[0] as string;
  const today = days[days.length - 1] as string;
  const rows = await d.db
    .select({
      day: studySessions.day,
      seconds: sql<number>`coalesce(sum(${studySessions.focusSeconds}), 0)::int`,
      sessions: count(),
    })
    .from(studySessions)
    .where(and(eq(studySessions.userId, userId), between(studySessions.day, first, today)))
    .groupBy(studySessions.day);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  let totalSeconds = 0;
  const out = days.map((day) => {
    const row = byDay.get(day);
    const seconds = Number(row?.seconds ?? 0);
    totalSeconds += seconds;
    return { day, focusMinutes: Math.floor(seconds / 60), sessions: Number(row?.sessions ?? 0) };
  });
  return { today, days: out, totalMinutes: Math.floor(totalSeconds / 60) };
}
