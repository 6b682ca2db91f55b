import { SAVE_GRACE_SECONDS } from '@abhyas/core';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { attempts, practiceSets } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import type { Deps } from '../../deps.ts';
import { pushMessages } from '../notifications/push.ts';
import { notify } from '../notifications/service.ts';
import { finaliseAttempt } from './finalise.ts';

/**
 * Finalises attempts whose deadline (plus the save grace) has passed, even if the browser was closed.
 * Several servers may sweep at once: SKIP LOCKED hands each attempt to one of them.
 */
export async function sweepExpiredAttempts(d: Deps, batch = 200): Promise<number> {
  const cutoff = new Date(d.clock().getTime() - SAVE_GRACE_SECONDS * 1000);
  let finalised = 0;
  for (;;) {
    const done = await d.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: attempts.id })
        .from(attempts)
        .where(and(eq(attempts.status, 'active'), lt(attempts.deadline, cutoff)))
        .limit(batch)
        .for('update', { skipLocked: true });
      const finished: string[] = [];
      for (const { id } of due) if (await finaliseAttempt(d, tx, id, 'timeout')) finished.push(id);
      const students = await noticeResults(tx, finished);
      return { n: finished.length, students, more: due.length === batch };
    });
    // After the commit: the students whose browsers were closed learn their result is ready.
    if (done.students.length > 0)
      void d.push
        .send(done.students, pushMessages.resultReady)
        .catch((err: unknown) => d.log.warn({ err }, 'push for results failed'));
    finalised += done.n;
    if (!done.more) return finalised;
  }
}

/**
 * A "your result is ready" notice for each finished attempt, opening its result page (one statement).
 * Returns the students told, for the push.
 */
async function noticeResults(tx: Tx, attemptIds: string[]): Promise<string[]> {
  if (attemptIds.length === 0) return [];
  const done = await tx
    .select({ id: attempts.id, userId: attempts.userId, hi: practiceSets.titleHi, en: practiceSets.titleEn })
    .from(attempts)
    .innerJoin(practiceSets, eq(practiceSets.id, attempts.setId))
    // A live paper's candidates are told at its publication (live-tests/services/publish.ts).
    .where(and(inArray(attempts.id, attemptIds), eq(practiceSets.published, true)));
  await notify(tx, {
    kind: 'resultReady',
    recipients: done.map((a) => ({
      userId: a.userId,
      params: { setTitle: { hi: a.hi, en: a.en }, attemptId: a.id },
    })),
  });
  return done.map((a) => a.userId);
}

/**
 * Runs the sweeper every `seconds` until stopped; errors are logged, never fatal. Stopping waits for a
 * pass under way, so the server never closes the database under it.
 */
export function startSweeper(d: Deps, seconds: number): () => Promise<void> {
  if (seconds <= 0) return async () => {};
  let pass: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (pass) return;
    pass = sweepExpiredAttempts(d)
      .then((n) => {
        if (n > 0) d.log.info({ finalised: n }, 'finalised attempts past their deadline');
      })
      .catch((err: unknown) => d.log.error({ err }, 'attempt sweeper failed'))
      .finally(() => {
        pass = null;
      });
  }, seconds * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await pass;
  };
}
