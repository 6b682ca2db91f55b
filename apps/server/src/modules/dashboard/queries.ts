import { and, desc, eq, gt } from 'drizzle-orm';
import { attempts, examSeries, practiceSets } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';

const columns = {
  attemptId: attempts.id,
  examKey: attempts.examKey,
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

/**
 * The viewer's attempts with their set and series; callers add the order and the limit. Every
 * filter starts with the user (attempts_user_idx), so only the viewer's rows are read.
 */
const fromAttempts = (d: Deps) =>
  d.db
    .select(columns)
    .from(attempts)
    .innerJoin(practiceSets, eq(practiceSets.id, attempts.setId))
    .innerJoin(examSeries, eq(examSeries.id, practiceSets.seriesId))
    .$dynamic();
export type DashboardAttemptRow = Awaited<ReturnType<typeof fromAttempts>>[number];

/** Running attempts that still have time: one past its deadline is the sweeper's to submit. */
export const unfinishedAttempts = (d: Deps, userId: string, limit: number) =>
  fromAttempts(d)
    .where(and(eq(attempts.userId, userId), eq(attempts.status, 'active'), gt(attempts.deadline, d.clock())))
    .orderBy(desc(attempts.startedAt))
    .limit(limit);

/**
 * The newest submitted attempts, newest first: of published sets only, since a live test's paper is
 * unpublished until its results are out and its scores wait for them (docs/live-tests.md).
 */
export const submittedAttempts = (d: Deps, userId: string, limit: number) =>
  fromAttempts(d)
    .where(
      and(eq(attempts.userId, userId), eq(attempts.status, 'submitted'), eq(practiceSets.published, true)),
    )
    .orderBy(desc(attempts.submittedAt))
    .limit(limit);
