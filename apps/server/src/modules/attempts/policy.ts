import { eq } from 'drizzle-orm';
import { attempts, examSeries, practiceSets } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
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
