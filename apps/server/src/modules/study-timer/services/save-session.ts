import { type StudySessionReceipt, type StudySessionRequest, studyDayOf } from '@abhyas/core';
import { and, eq } from 'drizzle-orm';
import { studySessions } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { assertBelievableTimes } from '../policy.ts';
import { presentStudySession } from '../presenter.ts';

/**
 * Saves one finished focus session. Idempotent by (student, client id): a replay — the offline
 * queue retrying after a lost answer, a second tab — inserts nothing and answers with the session
 * already held, so nothing is counted twice. One insert; the read after a conflict only reports.
 */
export async function saveStudySession(
  d: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  input: StudySessionRequest,
): Promise<{ created: boolean; receipt: StudySessionReceipt }> {
  assertBelievableTimes(input, d.clock());
  const endedAt = new Date(input.endedAt);
  const [row] = await d.db
    .insert(studySessions)
    .values({
      userId,
      clientId: input.clientId,
      startedAt: new Date(input.startedAt),
      endedAt,
      focusSeconds: input.focusSeconds,
      subject: input.subject,
      day: studyDayOf(endedAt),
      createdAt: d.clock(),
    })
    .onConflictDoNothing({ target: [studySessions.userId, studySessions.clientId] })
    .returning();
  if (row) return { created: true, receipt: { session: presentStudySession(row) } };
  const [held] = await d.db
    .select()
    .from(studySessions)
    .where(and(eq(studySessions.userId, userId), eq(studySessions.clientId, input.clientId)));
  if (!held) throw new Error('study session conflict without a row');
  return { created: false, receipt: { session: presentStudySession(held) } };
}
