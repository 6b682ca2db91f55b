import { type SolutionWindow, solutionsVisible } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { attempts, examSeries, practiceSets } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../plugins/access.ts';

/**
 * An attempt is its student's alone. Someone else's attempt answers 404, not 403, so attempt ids
 * cannot be probed.
 */
export function assertOwnAttempt(viewer: Viewer, attempt: { userId: string } | undefined): asserts attempt {
  if (!attempt || attempt.userId !== viewer.id) throw notFound('No such attempt');
}

/** An attempt with its set and series slug, for its own student only (404 for anyone else). */
export async function loadOwnAttempt(d: Deps, viewer: Viewer, attemptId: string) {
  const [row] = await d.db
    .select({ attempt: attempts, set: practiceSets, seriesSlug: examSeries.slug })
    .from(attempts)
    .innerJoin(practiceSets, eq(practiceSets.id, attempts.setId))
    .innerJoin(examSeries, eq(examSeries.id, practiceSets.seriesId))
    .where(eq(attempts.id, attemptId));
  assertOwnAttempt(viewer, row?.attempt);
  if (!row) throw notFound('No such attempt');
  return row;
}

/**
 * The solution window of a set. Every practice set today; a live test (later) will answer
 * `{ kind: 'live', closesAt }` from its own window, and every solution view follows without change.
 */
export function solutionWindowOf(_set: typeof practiceSets.$inferSelect): SolutionWindow {
  return { kind: 'practice' };
}

/**
 * Every view that shows keys or explanations calls this first: a live test's solutions stay hidden
 * from everyone until its window closes (docs/exam-hall.md, "Honest ranks").
 */
export function assertSolutionsVisible(d: Deps, set: typeof practiceSets.$inferSelect): void {
  if (!solutionsVisible(solutionWindowOf(set), d.clock()))
    throw new AppError(
      409,
      'SOLUTIONS_HIDDEN',
      'Solutions of a live test are shown once its window has closed',
    );
}
