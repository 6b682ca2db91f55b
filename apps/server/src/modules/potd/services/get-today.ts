import { type ContentLanguage, indianDayOf, type PotdToday } from '@abhyas/core';
import { and, eq, sql } from 'drizzle-orm';
import { bookmarks, potdAttempts } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { problemOfDay } from '../day-problem.ts';
import { revealsKey } from '../policy.ts';
import { presentProblem } from '../presenter.ts';
import { streakShown } from './streaks.ts';

/**
 * Today's problem (Indian day) for the viewer: the problem, whether they already solved it, their
 * wrong tries and their streak. The key goes out only once solved.
 */
export async function getToday(d: Deps, userId: string, lang: ContentLanguage): Promise<PotdToday> {
  const today = indianDayOf(d.clock());
  const found = await problemOfDay(d.db, today);
  const [[attempt], streak, [mark]] = await Promise.all([
    d.db
      .select()
      .from(potdAttempts)
      .where(and(eq(potdAttempts.userId, userId), eq(potdAttempts.day, today))),
    streakShown(d.db, userId, today),
    found
      ? d.db
          .select({ one: sql`1` })
          .from(bookmarks)
          .where(and(eq(bookmarks.userId, userId), eq(bookmarks.questionId, found.question.id)))
      : Promise.resolve([]),
  ]);
  const solved = Boolean(attempt?.solvedAt);
  return {
    alreadySolved: solved,
    tries: attempt?.wrongTries ?? 0,
    streak,
    problem: found
      ? presentProblem(today, found.question, lang, {
          reveal: revealsKey(solved, today, today),
          bookmarked: Boolean(mark),
        })
      : null,
  };
}
