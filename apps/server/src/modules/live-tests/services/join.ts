import { attemptWindows, examTemplate, type LiveJoin, liveJoinSchema, type TestLanguage } from '@abhyas/core';
import { and, eq, sql } from 'drizzle-orm';
import { attempts, liveRegistrations } from '../../../db/schema/index.ts';
import type { Tx } from '../../../db/tx.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import { type RawJson, withJsonField } from '../../../lib/raw-json.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { readAttemptState } from '../../attempts/queries.ts';
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
): Promise<RawJson<LiveJoin>> {
  // Without the counts: a join reads only the test, the set and the series.
  const row = await visibleTestOr404(d, viewer, liveTestId, false);
  const now = d.clock();
  const phase = phaseOf(row.test, now);
  const joined = await d.db.transaction(async (tx) => {
    const mine = await lockedRegistration(tx, liveTestId, viewer.id, now);
    if (mine.attemptId) return { attemptId: mine.attemptId, attempt: null };
    assertJoinable(phase);
    const attempt = await startAttempt(
      tx,
      viewer,
      row,
      languageFor(row, asked ?? viewer.language ?? undefined),
    );
    await tx
      .update(liveRegistrations)
      .set({ attemptId: attempt.row.id, joinedAt: now })
      .where(and(eq(liveRegistrations.liveTestId, liveTestId), eq(liveRegistrations.userId, viewer.id)));
    return { attemptId: attempt.row.id, attempt };
  });
  // A first join made the attempt just now (nothing saved yet); a second one (a reload, another tab)
  // reads it as the hall's state route does.
  const attempt =
    joined.attempt?.row ?? (await d.db.select().from(attempts).where(eq(attempts.id, joined.attemptId)))[0];
  if (!attempt) throw new AppError(409, 'CONFLICT', 'Could not join; try again');
  const set = {
    set: {
      slug: row.setSlug,
      titleHi: row.setTitleHi,
      titleEn: row.setTitleEn,
      sectionNames: row.sectionNames,
    },
    seriesSlug: row.seriesSlug,
  };
  // The paper comes from the node's cache as text made once (attempts/state-json.ts).
  const state = await readAttemptState(d, attempt, set, joined.attempt?.fresh ?? false);
  const head = liveJoinHeadSchema.parse({
    attemptId: attempt.id,
    setSlug: row.setSlug,
    seriesSlug: row.seriesSlug,
    examKey: row.examKey,
    deadline: attempt.deadline.toISOString(),
    minutesLeft: Math.max(0, Math.floor((attempt.deadline.getTime() - now.getTime()) / 60_000)),
    serverNow: now.toISOString(),
  });
  return withJsonField(JSON.stringify(head), 'state', state);
}

/** The join's own fields; its `state` is spliced in as the hall's JSON text. */
const liveJoinHeadSchema = liveJoinSchema.omit({ state: true });

/**
 * Registers the viewer if they had not (one statement, idempotent) and locks their registration for
 * the transaction: two tabs joining at once queue here and the second finds the first's attempt.
 */
async function lockedRegistration(tx: Tx, liveTestId: string, userId: string, now: Date) {
  const [r] = await tx
    .insert(liveRegistrations)
    .values({ liveTestId, userId, registeredAt: now })
    .onConflictDoUpdate({
      target: [liveRegistrations.liveTestId, liveRegistrations.userId],
      // A no-op write: ON CONFLICT DO UPDATE is what takes the row lock and returns the row.
      set: { liveTestId: sql`excluded.live_test_id` },
    })
    .returning({ attemptId: liveRegistrations.attemptId });
  if (!r) throw new AppError(409, 'CONFLICT', 'Could not join; try again');
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
    .select()
    .from(attempts)
    .where(and(eq(attempts.userId, viewer.id), eq(attempts.setId, setId)));
  const active = mine.find((a) => a.status === 'active');
  if (active) return { row: active, fresh: false };
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
    .returning();
  if (!created) throw new AppError(409, 'CONFLICT', 'Could not join; try again');
  return { row: created, fresh: true };
}
