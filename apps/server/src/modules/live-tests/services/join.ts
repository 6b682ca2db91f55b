import { attemptWindows, examTemplate, type LiveJoin, type TestLanguage } from '@abhyas/core';
import { and, eq } from 'drizzle-orm';
import { attempts, liveRegistrations } from '../../../db/schema/index.ts';
import type { Tx } from '../../../db/tx.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { loadSetQuestions } from '../../attempts/set-questions.ts';
import { assertJoinable } from '../policy.ts';
import { phaseOf } from '../presenter.ts';
import type { LiveTestListRow } from '../queries.ts';
import { visibleTestOr404 } from './get-test.ts';

/**
 * Joins a live test: registers the viewer if they had not, and makes their attempt, once. The attempt
 * is an ordinary exam-hall attempt whose clock started at the test's start for everyone (started_at =
 * starts_at), so its deadline is the test's end and a late joiner gets only what is left; the hall's
 * state, save, position and submit routes then serve it unchanged. A second call returns the same
 * attempt (another tab, a reload), even after the join window shut.
 */
export async function joinLiveTest(
  d: Deps,
  viewer: Viewer,
  liveTestId: string,
  asked: TestLanguage | undefined,
): Promise<LiveJoin> {
  // Without the counts: a join reads only the test, the set and the series.
  const row = await visibleTestOr404(d, viewer, liveTestId, false);
  const now = d.clock();
  const phase = phaseOf(row.test, now);
  const attemptId = await d.db.transaction(async (tx) => {
    const mine = await lockedRegistration(tx, liveTestId, viewer.id);
    if (mine?.attemptId) return mine.attemptId;
    assertJoinable(phase);
    await tx
      .insert(liveRegistrations)
      .values({ liveTestId, userId: viewer.id, registeredAt: now })
      .onConflictDoNothing();
    const id = await startAttempt(tx, viewer, row, languageFor(row, asked ?? viewer.language ?? undefined));
    await tx
      .update(liveRegistrations)
      .set({ attemptId: id, joinedAt: now })
      .where(and(eq(liveRegistrations.liveTestId, liveTestId), eq(liveRegistrations.userId, viewer.id)));
    return id;
  });
  // The paper is read once per node into the hall's cache, not once per candidate.
  await loadSetQuestions(d, row.test.setId);
  const [attempt] = await d.db
    .select({ deadline: attempts.deadline })
    .from(attempts)
    .where(eq(attempts.id, attemptId));
  const deadline = attempt?.deadline ?? row.test.endsAt;
  return {
    attemptId,
    setSlug: row.setSlug,
    seriesSlug: row.seriesSlug,
    examKey: row.examKey,
    deadline: deadline.toISOString(),
    minutesLeft: Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 60_000)),
    serverNow: now.toISOString(),
  };
}

async function lockedRegistration(tx: Tx, liveTestId: string, userId: string) {
  const [r] = await tx
    .select()
    .from(liveRegistrations)
    .where(and(eq(liveRegistrations.liveTestId, liveTestId), eq(liveRegistrations.userId, userId)))
    .for('update');
  return r;
}

function languageFor(row: LiveTestListRow, wanted: string | undefined): TestLanguage {
  if (wanted === 'hi' || wanted === 'en') if (row.languages.includes(wanted)) return wanted;
  return row.languages[0] === 'en' ? 'en' : 'hi';
}

/** The attempt, or the viewer's running one at this set (an admin who tried the draft). */
async function startAttempt(tx: Tx, viewer: Viewer, row: LiveTestListRow, language: TestLanguage) {
  const setId = row.test.setId;
  const mine = await tx
    .select({ id: attempts.id, status: attempts.status, ranked: attempts.ranked })
    .from(attempts)
    .where(and(eq(attempts.userId, viewer.id), eq(attempts.setId, setId)));
  const active = mine.find((a) => a.status === 'active');
  if (active) return active.id;
  const windows = attemptWindows(examTemplate(row.examKey), row.test.startsAt, viewer.compensatoryTime);
  const [created] = await tx
    .insert(attempts)
    .values({
      userId: viewer.id,
      setId,
      examKey: row.examKey,
      language,
      ranked: !mine.some((a) => a.ranked),
      startedAt: row.test.startsAt,
      deadline: windows.deadline,
      compensatoryMinutes: windows.compensatoryMinutes,
    })
    .returning({ id: attempts.id });
  if (!created) throw new AppError(409, 'CONFLICT', 'Could not join; try again');
  return created.id;
}
