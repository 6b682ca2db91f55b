import { notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../plugins/access.ts';

/**
 * An attempt is its student's alone. Someone else's attempt answers 404, not 403, so attempt ids
 * cannot be probed.
 */
export function assertOwnAttempt(viewer: Viewer, attempt: { userId: string } | undefined): asserts attempt {
  if (!attempt || attempt.userId !== viewer.id) throw notFound('No such attempt');
}
