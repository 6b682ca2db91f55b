import { type ExamKey, SAVE_GRACE_SECONDS, scoreSheet } from '@abhyas/core';
import { and, asc, eq, lt } from 'drizzle-orm';
import { attemptResponses, attempts, questions, setQuestions } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import type { Deps } from '../../deps.ts';
import { examKeyOf } from '../exams/presenter.ts';
import { answeringSeconds, countTaker, judgeAttempt } from './ranks.ts';

/** The answer key of a set, read inside the caller's transaction. */
export async function setKey(tx: Tx, setId: string) {
  return tx
    .select({
      questionId: setQuestions.questionId,
      section: setQuestions.section,
      correctOption: questions.correctOption,
    })
    .from(setQuestions)
    .innerJoin(questions, eq(questions.id, setQuestions.questionId))
    .where(eq(setQuestions.setId, setId))
    .orderBy(asc(setQuestions.position));
}

/** Scores an attempt's saved answers against the set's current key. */
export async function scoreAttempt(tx: Tx, attempt: { id: string; setId: string; examKey: ExamKey }) {
  const [key, responses] = await Promise.all([
    setKey(tx, attempt.setId),
    tx
      .select({ questionId: attemptResponses.questionId, answer: attemptResponses.answer })
      .from(attemptResponses)
      .where(eq(attemptResponses.attemptId, attempt.id)),
  ]);
  const answers = new Map(responses.map((r) => [r.questionId, r.answer]));
  return scoreSheet(
    examKeyOf(attempt.examKey),
    key.map((k) => ({
      section: k.section,
      correctOption: k.correctOption,
      answer: answers.get(k.questionId) ?? null,
    })),
  );
}

/**
 * Finalises an active attempt from its saved answers, once: the row is locked, so twenty submits at
 * once (or a submit racing the sweeper) give one result. A candidate's submit finishes at the time it
 * arrives (never after the deadline); a timeout finishes at the deadline. A first attempt joins the
 * ranks unless its pace is implausible for a person: then it is held for an admin's review
 * (docs/exam-hall.md, "Honest ranks"). Returns false when the attempt was already finalised.
 */
export async function finaliseAttempt(
  d: Deps,
  tx: Tx,
  attemptId: string,
  finishedBy: 'candidate' | 'timeout',
): Promise<boolean> {
  const now = d.clock();
  const [attempt] = await tx.select().from(attempts).where(eq(attempts.id, attemptId)).for('update');
  if (attempt?.status !== 'active') return false;
  const late = now.getTime() > attempt.deadline.getTime();
  const finish = late ? attempt.deadline : now;
  const score = await scoreAttempt(tx, attempt);
  const answering = await answeringSeconds(tx, attempt, finish);
  const verdict = attempt.ranked
    ? await judgeAttempt(d, tx, attempt.setId, {
        answered: score.correct + score.wrong,
        correct: score.correct,
        answeringSeconds: answering,
      })
    : null;
  const held = verdict !== null && !verdict.plausible;
  await tx
    .update(attempts)
    .set({
      status: 'submitted',
      submittedAt: finish,
      finishedBy: late ? 'timeout' : finishedBy,
      scoreMilli: score.totalMilli,
      correct: score.correct,
      wrong: score.wrong,
      skipped: score.skipped,
      sectionResults: score.sections,
      timeTakenSeconds: Math.max(0, Math.round((finish.getTime() - attempt.startedAt.getTime()) / 1000)),
      answeringSeconds: answering,
      ...(held ? { rankReview: 'pending' as const, rankReviewFloorSeconds: verdict.floorSeconds } : {}),
    })
    .where(eq(attempts.id, attemptId));
  if (attempt.ranked && !held) await countTaker(tx, attempt.setId, score.totalMilli, 1);
  if (held)
    d.log.warn(
      { attemptId, setId: attempt.setId, answered: score.correct + score.wrong, answeringSeconds: answering },
      'first attempt held out of the ranks for review: implausible pace',
    );
  return true;
}

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
      let n = 0;
      for (const { id } of due) if (await finaliseAttempt(d, tx, id, 'timeout')) n += 1;
      return { n, more: due.length === batch };
    });
    finalised += done.n;
    if (!done.more) return finalised;
  }
}

/** Runs the sweeper every `seconds` until stopped; errors are logged, never fatal. */
export function startSweeper(d: Deps, seconds: number): () => void {
  if (seconds <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepExpiredAttempts(d)
      .then((n) => {
        if (n > 0) d.log.info({ finalised: n }, 'finalised attempts past their deadline');
      })
      .catch((err: unknown) => d.log.error({ err }, 'attempt sweeper failed'))
      .finally(() => {
        running = false;
      });
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
