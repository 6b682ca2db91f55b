import type { CurrentAffairsList } from '@abhyas/core';
import { indianDayOf } from '@abhyas/core';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../../deps.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';

interface DayRow {
  day: string;
  questions: number;
  quiz_id: string | null;
  answered: number | null;
  correct: number | null;
  finished: boolean | null;
}

/**
 * A month's published days up to today, newest first, each with the viewer's own quiz of it, and the
 * months that have any (the archive). Days an admin prepared ahead stay out until they come.
 */
export async function listDays(d: Deps, userId: string, month?: string): Promise<CurrentAffairsList> {
  const today = indianDayOf(d.clock());
  const shown = month ?? today.slice(0, 7);
  const first = `${shown}-01`;
  const days = rowsOf<DayRow>(
    await d.db.execute(sql`select cad.day::text as day,
        (select count(*)::int from current_affairs_questions c where c.day = cad.day) as questions,
        z.id::text as quiz_id, z.answered, z.correct, z.finished_at is not null as finished
      from current_affairs_days cad
      left join quizzes z on z.user_id = ${userId} and z.ca_day = cad.day
      where cad.day >= ${first}::date and cad.day < ${first}::date + interval '1 month'
        and cad.day <= ${today}::date
      order by cad.day desc`),
  );
  const months = rowsOf<{ month: string }>(
    await d.db.execute(sql`select distinct to_char(day, 'YYYY-MM') as month from current_affairs_days
      where day <= ${today}::date order by month desc limit 36`),
  );
  return {
    today,
    month: shown,
    days: days.map((r) => ({
      day: r.day,
      questions: Number(r.questions),
      quizId: r.quiz_id,
      answered: Number(r.answered ?? 0),
      correct: Number(r.correct ?? 0),
      finished: r.finished === true,
    })),
    months: months.map((m) => m.month),
  };
}
