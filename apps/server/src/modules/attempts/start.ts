import {
  attemptWindows,
  displayMarks,
  examTemplates,
  SAVE_GRACE_SECONDS,
  type TestLanguage,
} from '@abhyas/core';
import { and, desc, eq } from 'drizzle-orm';
import { attempts, type practiceSets } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Viewer } from '../../plugins/access.ts';
import { findSet } from '../exams/catalogue.ts';
import { examKeyOf } from '../exams/presenter.ts';
import { finaliseAttempt } from './finalise.ts';
import { loadOwnAttempt } from './policy.ts';
import { attemptState, type SetInfo } from './state.ts';

const isUniqueViolation = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && 'cause' in err
    ? isUniqueViolation((err as { cause: unknown }).cause)
    : (err as { code?: string } | null)?.code === '23505';

function setInfo(set: typeof practiceSets.$inferSelect, seriesSlug: string): SetInfo {
  return {
    slug: set.slug,
    seriesSlug,
    titleHi: set.titleHi,
    titleEn: set.titleEn,
    sectionNames: set.sectionNames,
  };
}

/**
 * Starts a test, or resumes the student's running attempt at the same set (another tab or device).
 * An attempt whose time ran out is finalised first, so the student starts afresh. Only the first
 * attempt at a set is ranked; later ones are practice.
 */
export async function startAttempt(d: Deps, viewer: Viewer, setSlug: string, language: TestLanguage) {
  const { set, series } = await findSet(d, setSlug, viewer.role === 'admin');
  if (!set.languages.includes(language))
    throw new AppError(400, 'VALIDATION_ERROR', 'This set is not available in that language', {
      field: 'language',
      rule: 'validation.exams.languageInvalid',
    });
  const info = setInfo(set, series.slug);
  for (let tries = 0; tries < 3; tries += 1) {
    const now = d.clock();
    const [active] = await d.db
      .select()
      .from(attempts)
      .where(and(eq(attempts.userId, viewer.id), eq(attempts.setId, set.id), eq(attempts.status, 'active')));
    if (active && active.deadline.getTime() + SAVE_GRACE_SECONDS * 1000 > now.getTime())
      return { created: false, state: await attemptState(d, active, info) };
    if (active) await d.db.transaction((tx) => finaliseAttempt(d, tx, active.id, 'timeout'));
    const [earlierRanked] = await d.db
      .select({ id: attempts.id })
      .from(attempts)
      .where(and(eq(attempts.userId, viewer.id), eq(attempts.setId, set.id), eq(attempts.ranked, true)));
    const examKey = examKeyOf(set.examKey);
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
        })
        .returning();
      if (!created) throw new Error('attempt insert returned nothing');
      return { created: true, state: await attemptState(d, created, info) };
    } catch (err) {
      // Two tabs pressed "begin" at once: the other one won; loop round and resume it.
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw new AppError(409, 'CONFLICT', 'Could not start the attempt; try again');
}

/** The attempt's state for its own student: how another device resumes the test. */
export async function getAttemptState(d: Deps, viewer: Viewer, attemptId: string) {
  const row = await loadOwnAttempt(d, viewer, attemptId);
  return attemptState(d, row.attempt, setInfo(row.set, row.seriesSlug));
}

/** The student's attempts at one set, newest first. */
export async function listMyAttempts(d: Deps, viewer: Viewer, setSlug: string) {
  const { set } = await findSet(d, setSlug, true);
  const rows = await d.db
    .select()
    .from(attempts)
    .where(and(eq(attempts.userId, viewer.id), eq(attempts.setId, set.id)))
    .orderBy(desc(attempts.startedAt));
  return {
    items: rows.map((a) => ({
      id: a.id,
      status: a.status,
      ranked: a.ranked,
      startedAt: a.startedAt.toISOString(),
      submittedAt: a.submittedAt?.toISOString() ?? null,
      score: a.scoreMilli === null ? null : displayMarks(a.scoreMilli),
    })),
  };
}
