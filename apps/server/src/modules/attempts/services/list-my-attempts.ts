import { and, desc, eq } from 'drizzle-orm';
import { attempts } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { findSet } from '../../exams/catalogue.ts';
import { mayShowResult } from '../policy.ts';
import { presentMyAttempt } from '../presenter.ts';

/**
 * The student's attempts at one set, newest first. A draft set is found too: only the viewer's own
 * attempts are listed, so there is nothing to hide.
 */
export async function listMyAttempts(d: Deps, viewer: Viewer, setSlug: string) {
  const { set } = await findSet(d, setSlug, true, viewer.id);
  const rows = await d.db
    .select()
    .from(attempts)
    .where(and(eq(attempts.userId, viewer.id), eq(attempts.setId, set.id)))
    .orderBy(desc(attempts.startedAt));
  // A live paper's scores wait for its results (policy.ts, mayShowResult).
  const shown = mayShowResult(set, viewer);
  return { items: rows.map((r) => presentMyAttempt(shown ? r : { ...r, scoreMilli: null })) };
}
