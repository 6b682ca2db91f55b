import { type ContentLanguage, indianDayOf, type PotdArchive, pageMeta } from '@abhyas/core';
import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import { bookmarks, potdAttempts, potdProblems, questions } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { sealsOf } from '../../exams/sealing.ts';
import { presentProblem } from '../presenter.ts';

interface ArchiveQuery {
  page: number;
  limit: number;
  bookmarked?: 'yes' | undefined;
}

/**
 * Past days' problems, newest first, each with its key (the day is over; unless sealed) and the viewer's own
 * result; `bookmarked=yes` keeps the ones the viewer bookmarked. Only the viewer's tries are read.
 */
export async function listArchive(
  d: Deps,
  userId: string,
  lang: ContentLanguage,
  query: ArchiveQuery,
): Promise<PotdArchive> {
  const today = indianDayOf(d.clock());
  const bookmarkedExpr = sql<boolean>`exists (select 1 from ${bookmarks} b where b.user_id = ${userId} and b.question_id = ${potdProblems.questionId})`;
  const where = and(lt(potdProblems.day, today), query.bookmarked === 'yes' ? bookmarkedExpr : undefined);
  const [rows, [total]] = await Promise.all([
    d.db
      .select({
        day: potdProblems.day,
        question: questions,
        solvedAt: potdAttempts.solvedAt,
        wrongTries: potdAttempts.wrongTries,
        bookmarked: bookmarkedExpr,
      })
      .from(potdProblems)
      .innerJoin(questions, eq(questions.id, potdProblems.questionId))
      .leftJoin(potdAttempts, and(eq(potdAttempts.day, potdProblems.day), eq(potdAttempts.userId, userId)))
      .where(where)
      .orderBy(desc(potdProblems.day))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    d.db.select({ n: count() }).from(potdProblems).where(where),
  ]);
  // A past problem's key is open (the day is over) unless core's rule seals it for this student: a
  // problem of the days before daily problems kept out of sets may sit in a set they have not taken.
  const seals = await sealsOf(
    d.db,
    userId,
    rows.map((r) => r.question.id),
    d.clock(),
  );
  return {
    data: rows.map((r) => ({
      ...presentProblem(r.day, r.question, lang, {
        reveal: !seals.has(r.question.id),
        bookmarked: Boolean(r.bookmarked),
      }),
      solved: r.solvedAt !== null && r.solvedAt !== undefined,
      tries: (r.wrongTries ?? 0) + (r.solvedAt ? 1 : 0),
    })),
    meta: pageMeta(query, total?.n ?? 0),
  };
}
