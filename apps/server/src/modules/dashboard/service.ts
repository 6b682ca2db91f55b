import { type DashboardAttempt, displayMarks, type NextSteps, recentResultsLimit } from '@abhyas/core';
import { and, desc, eq, gt } from 'drizzle-orm';
import { attempts, examSeries, practiceSets } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';

/** More than one running test at a time is rare; the landing shows a handful at most. */
const unfinishedLimit = 5;

const columns = {
  attemptId: attempts.id,
  seriesId: examSeries.slug,
  setId: practiceSets.slug,
  titleHi: practiceSets.titleHi,
  titleEn: practiceSets.titleEn,
  language: attempts.language,
  startedAt: attempts.startedAt,
  deadline: attempts.deadline,
  submittedAt: attempts.submittedAt,
  scoreMilli: attempts.scoreMilli,
};

/** The viewer's attempts with their set and series; callers add the filter and the order. */
const fromAttempts = (d: Deps) =>
  d.db
    .select(columns)
    .from(attempts)
    .innerJoin(practiceSets, eq(practiceSets.id, attempts.setId))
    .innerJoin(examSeries, eq(examSeries.id, practiceSets.seriesId))
    .$dynamic();
type Row = Awaited<ReturnType<typeof fromAttempts>>[number];

function present(row: Row): DashboardAttempt {
  return {
    attemptId: row.attemptId,
    seriesId: row.seriesId,
    setId: row.setId,
    title: { hi: row.titleHi, en: row.titleEn },
    language: row.language,
    startedAt: row.startedAt.toISOString(),
    deadline: row.deadline.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    // In marks as the result page shows them (NABARD's −0.625 is −0.63 there too).
    score: row.scoreMilli === null ? null : displayMarks(row.scoreMilli),
  };
}

/**
 * The signed-in landing's next steps: the student's own running attempts that still have time
 * (one past its deadline is the sweeper's to submit, not the student's to continue) and their
 * newest results. Only the viewer's rows are ever read.
 */
export async function nextSteps(d: Deps, userId: string): Promise<NextSteps> {
  const [unfinished, recent] = await Promise.all([
    fromAttempts(d)
      .where(
        and(eq(attempts.userId, userId), eq(attempts.status, 'active'), gt(attempts.deadline, d.clock())),
      )
      .orderBy(desc(attempts.startedAt))
      .limit(unfinishedLimit),
    fromAttempts(d)
      .where(and(eq(attempts.userId, userId), eq(attempts.status, 'submitted')))
      .orderBy(desc(attempts.submittedAt))
      .limit(recentResultsLimit),
  ]);
  return { unfinished: unfinished.map(present), recentResults: recent.map(present) };
}
