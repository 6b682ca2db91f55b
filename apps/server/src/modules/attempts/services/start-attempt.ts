import { attemptWindows, examTemplates, type TestLanguage } from '@abhyas/core';
import { and, eq } from 'drizzle-orm';
import { attempts } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { AppError, isUniqueViolation } from '../../../lib/app-error.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { findSet } from '../../exams/catalogue.ts';
import { instituteWindowsFor } from '../../exams/private-content.ts';
import { finaliseAttempt } from '../finalise.ts';
import { takeAttempt } from '../holder.ts';
import { assertLanguageOffered, assertStartableNow, mayResume, mayTakeDrafts } from '../policy.ts';
import { readAttemptState } from '../queries.ts';

/**
 * Starts a test, or resumes the student's running attempt at the same set (another tab or device).
 * An attempt whose time ran out is finalised first, so the student starts afresh. Only the first
 * attempt at a set is ranked; later ones are practice.
 */
export async function startAttempt(
  d: Deps,
  viewer: Viewer,
  setSlug: string,
  language: TestLanguage,
  sessionId: string | null = null,
) {
  const { set, series } = await findSet(d, setSlug, mayTakeDrafts(viewer), viewer.id);
  assertLanguageOffered(set, language);
  const info = { set, seriesSlug: series.slug };
  for (let tries = 0; tries < 3; tries += 1) {
    const now = d.clock();
    const [active] = await d.db
      .select()
      .from(attempts)
      .where(and(eq(attempts.userId, viewer.id), eq(attempts.setId, set.id), eq(attempts.status, 'active')));
    if (active && mayResume(active, now)) {
      await takeAttempt(d, active.id, sessionId);
      return { created: false, state: await readAttemptState(d, active, info) };
    }
    if (active) await d.db.transaction((tx) => finaliseAttempt(d, tx, active.id, 'timeout'));
    // A running attempt is resumed above whatever the window; a new one starts only inside it.
    if (set.organizationId) assertStartableNow(set, await instituteWindowsFor(d.db, set.id, viewer.id), now);
    const [earlierRanked] = await d.db
      .select({ id: attempts.id })
      .from(attempts)
      .where(and(eq(attempts.userId, viewer.id), eq(attempts.setId, set.id), eq(attempts.ranked, true)));
    const examKey = set.examKey;
    const windows = attemptWindows(examTemplates[examKey], now, viewer.compensatoryTime);
    try {
      const [created] = await d.db
        .insert(attempts)
        .values({
          userId: viewer.id,
          setId: set.id,
          examKey,
          language,
          ranked: !earlierRanked,
          startedAt: now,
          deadline: windows.deadline,
          compensatoryMinutes: windows.compensatoryMinutes,
          holderSessionId: sessionId,
        })
        .returning();
      if (!created) throw new Error('attempt insert returned nothing');
      return { created: true, state: await readAttemptState(d, created, info, true) };
    } catch (err) {
      // Two tabs pressed "begin" at once: the other one won; loop round and resume it.
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw new AppError(409, 'CONFLICT', 'Could not start the attempt; try again');
}
