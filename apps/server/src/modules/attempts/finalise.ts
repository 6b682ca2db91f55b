import { examTemplates, testPoints } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { attempts, practiceSets } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import type { Deps } from '../../deps.ts';
import { awardPoints } from '../leaderboards/award.ts';
import { countTaker } from '../leaderboards/standings.ts';
import { recordAttemptAnswers } from '../progress/record.ts';
import { closeLiveAttempt } from './close.ts';
import { answeringSeconds, judgeAttempt } from './plausibility.ts';
import { scoreAttempt } from './scoring.ts';

/**
 * Finalises an active attempt from its saved answers, once: the row is locked, so twenty submits at
 * once (or a submit racing the sweeper) give one result. A candidate's submit finishes at the time it
 * arrives (never after the deadline); a timeout finishes at the deadline. A first attempt joins the
 * ranks unless its pace or its answer record is implausible for a person: then it is held for an admin's review
 * (docs/exam-hall.md, "Honest ranks"). A live paper's attempt is closed instead and scored at the
 * test's publication (close.ts). Returns false when the attempt was already finalised or closed.
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
  // A live paper (a set still unpublished while its test runs): its attempt is only closed now, and
  // publication scores it (close.ts). A practice set's finalisation asks nothing more.
  const [set] = await tx
    .select({ published: practiceSets.published })
    .from(practiceSets)
    .where(eq(practiceSets.id, attempt.setId));
  const creditLater = set?.published === false;
  if (creditLater && (await closeLiveAttempt(tx, attemptId, finishedBy, now))) return true;
  const late = now.getTime() > attempt.deadline.getTime();
  const finish = late ? attempt.deadline : now;
  const score = await scoreAttempt(tx, attempt);
  const answering = await answeringSeconds(tx, attempt, finish);
  const verdict = attempt.ranked
    ? await judgeAttempt(d, tx, attempt, {
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
  // An unpublished set's attempt that is no live candidate's (an admin trying a draft): its points,
  // topic accuracy and place in the set's histogram wait for the set's publication, as a live
  // paper's do (live-tests/services/publish.ts counts the takers, credit.ts gives the rest).
  if (attempt.ranked && !held && !creditLater) {
    await countTaker(tx, attempt.setId, score.totalMilli, 1);
    // Leaderboard points for the set's first ranked attempt (a held one earns when cleared).
    await awardPoints(tx, {
      userId: attempt.userId,
      source: 'test',
      key: attempt.setId,
      // By the score and the answers given: a blank or near-blank attempt earns none.
      points: testPoints({
        scoreMilli: score.totalMilli,
        totalMarks: examTemplates[attempt.examKey].totalMarks,
        answered: score.correct + score.wrong,
        questions: score.correct + score.wrong + score.skipped,
      }),
      examKey: attempt.examKey,
      at: finish,
    });
  }
  // The student's per-topic accuracy (aimed practice) learns from every finalised test.
  if (!creditLater) await recordAttemptAnswers(tx, attemptId, finish);
  if (held)
    d.log.warn(
      {
        attemptId,
        setId: attempt.setId,
        answered: score.correct + score.wrong,
        answeringSeconds: answering,
        record: verdict.record,
      },
      verdict.record === 'ok'
        ? 'first attempt held out of the ranks for review: implausible pace'
        : 'first attempt held out of the ranks for review: answers without the record a person leaves',
    );
  return true;
}
