import {
  type StudySessionReceipt,
  type StudySessionRequest,
  studyDayOf,
  studySessionRules,
} from '@abhyas/core';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { studySessions } from '../../../db/schema/index.ts';
import type { Tx } from '../../../db/tx.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import { assertBelievableTimes } from '../policy.ts';
import { presentStudySession } from '../presenter.ts';

/**
 * Saves one finished focus session. Idempotent by (student, client id): a replay — the offline
 * queue retrying after a lost answer, a second tab — inserts nothing and answers with the session
 * already held, so nothing is counted twice. A new session may not overlap one already saved (409
 * STUDY_SESSION_OVERLAP) nor take its Indian day past 24 hours of focus (409 STUDY_DAY_FULL).
 * One transaction; the student's saves are serialised by an advisory lock on their id, so two tabs
 * cannot each pass the checks with sessions that overlap one another (no migration: no exclusion
 * constraint, the rule is enforced here).
 */
export async function saveStudySession(
  d: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  input: StudySessionRequest,
): Promise<{ created: boolean; receipt: StudySessionReceipt }> {
  assertBelievableTimes(input, d.clock());
  const startedAt = new Date(input.startedAt);
  const endedAt = new Date(input.endedAt);
  const day = studyDayOf(endedAt);
  return d.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`study-sessions:${userId}`}))`);
    const held = await heldSession(tx, userId, input.clientId);
    if (held) return { created: false, receipt: { session: presentStudySession(held) } };
    await assertRoomFor(tx, userId, { startedAt, endedAt, day, focusSeconds: input.focusSeconds });
    const [row] = await tx
      .insert(studySessions)
      .values({
        userId,
        clientId: input.clientId,
        startedAt,
        endedAt,
        focusSeconds: input.focusSeconds,
        subject: input.subject,
        day,
        createdAt: d.clock(),
      })
      .returning();
    if (!row) throw new Error('study session insert returned nothing');
    return { created: true, receipt: { session: presentStudySession(row) } };
  });
}

async function heldSession(tx: Tx, userId: string, clientId: string) {
  const [held] = await tx
    .select()
    .from(studySessions)
    .where(and(eq(studySessions.userId, userId), eq(studySessions.clientId, clientId)));
  return held;
}

/** The student's saved sessions leave room for this one: no overlap, and the day stays within 24 h. */
async function assertRoomFor(
  tx: Tx,
  userId: string,
  s: { startedAt: Date; endedAt: Date; day: string; focusSeconds: number },
): Promise<void> {
  // Half-open spans: a session starting the second another ended does not overlap it.
  const [overlapping] = await tx
    .select({ clientId: studySessions.clientId })
    .from(studySessions)
    .where(
      and(
        eq(studySessions.userId, userId),
        lt(studySessions.startedAt, s.endedAt),
        gt(studySessions.endedAt, s.startedAt),
      ),
    )
    .limit(1);
  if (overlapping) {
    throw new AppError(409, 'STUDY_SESSION_OVERLAP', 'This session overlaps a study session already saved', {
      field: 'startedAt',
    });
  }
  const [total] = await tx
    .select({ seconds: sql<number>`coalesce(sum(${studySessions.focusSeconds}), 0)::int` })
    .from(studySessions)
    .where(and(eq(studySessions.userId, userId), eq(studySessions.day, s.day)));
  if (Number(total?.seconds ?? 0) + s.focusSeconds > studySessionRules.maxFocusSecondsPerDay) {
    throw new AppError(
      409,
      'STUDY_DAY_FULL',
      `An Indian day holds at most ${studySessionRules.maxFocusSecondsPerDay / 3600} hours of focus`,
      { field: 'focusSeconds' },
    );
  }
}
