import { displayMarks } from '@abhyas/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  attempts,
  notifications,
  practiceSets,
  questionReports,
  questions,
  setQuestions,
  setScoreCounts,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../plugins/access.ts';
import { scoreAttempt } from '../attempts/scoring.ts';
import { inRanks } from '../leaderboards/standings.ts';

/** Rebuilds a set's score histogram from its ranked, finished attempts (after a re-score). */
async function rebuildScoreCounts(tx: Tx, setId: string) {
  await tx.delete(setScoreCounts).where(eq(setScoreCounts.setId, setId));
  await tx.execute(sql`
    insert into ${setScoreCounts} (set_id, score_milli, takers)
    select set_id, score_milli, count(*)::int from ${attempts}
    where ${attempts.setId} = ${setId} and ${inRanks}
    group by set_id, score_milli`);
}

/**
 * An admin corrects a question's key: every submitted attempt of every set holding the question is
 * re-scored from its saved answers, ranks follow (the histograms are rebuilt), and each student whose
 * score changed gets a notification saying from what to what. One transaction: all or nothing.
 */
export async function correctAnswerKey(
  d: Deps,
  viewer: Viewer,
  questionId: string,
  answer: number,
  reportId?: string,
) {
  const result = await d.db.transaction(async (tx) => {
    const [question] = await tx.select().from(questions).where(eq(questions.id, questionId)).for('update');
    if (!question) throw notFound('No such question');
    if (answer >= question.options.length)
      throw new AppError(400, 'VALIDATION_ERROR', 'No such option', {
        field: 'answer',
        rule: 'validation.question.answerInvalid',
      });
    await tx
      .update(questions)
      .set({ correctOption: answer, updatedAt: d.clock() })
      .where(eq(questions.id, questionId));
    const sets = await tx
      .select({ setId: setQuestions.setId })
      .from(setQuestions)
      .where(eq(setQuestions.questionId, questionId));
    const setIds = sets.map((s) => s.setId);
    const affected = setIds.length
      ? await tx
          .select()
          .from(attempts)
          .where(and(inArray(attempts.setId, setIds), eq(attempts.status, 'submitted')))
          .orderBy(asc(attempts.id))
          .for('update')
      : [];
    const changed: { userId: string; title: string; before: number; after: number }[] = [];
    const titles = new Map(
      (setIds.length ? await tx.select().from(practiceSets).where(inArray(practiceSets.id, setIds)) : []).map(
        (s) => [s.id, s.titleEn],
      ),
    );
    for (const attempt of affected) {
      const score = await scoreAttempt(tx, attempt);
      if (score.totalMilli === attempt.scoreMilli) continue;
      await tx
        .update(attempts)
        .set({
          scoreMilli: score.totalMilli,
          correct: score.correct,
          wrong: score.wrong,
          skipped: score.skipped,
          sectionResults: score.sections,
          rescoredAt: d.clock(),
          previousScoreMilli: attempt.scoreMilli,
          rescoredQuestionIds: [...new Set([...(attempt.rescoredQuestionIds ?? []), questionId])],
        })
        .where(eq(attempts.id, attempt.id));
      changed.push({
        userId: attempt.userId,
        title: titles.get(attempt.setId) ?? '',
        before: displayMarks(attempt.scoreMilli ?? 0),
        after: displayMarks(score.totalMilli),
      });
    }
    for (const setId of setIds) await rebuildScoreCounts(tx, setId);
    if (changed.length)
      await tx.insert(notifications).values(
        changed.map((c) => ({
          userId: c.userId,
          title: 'उत्तर कुंजी सुधारी गई / Answer key corrected',
          body: `${c.title}: आपका स्कोर ${c.before} से ${c.after} हुआ / your score changed from ${c.before} to ${c.after}.`,
        })),
      );
    await tx
      .update(questionReports)
      .set({ status: 'resolved', resolvedAt: d.clock(), resolvedBy: viewer.id })
      .where(
        reportId
          ? eq(questionReports.id, reportId)
          : and(eq(questionReports.questionId, questionId), eq(questionReports.status, 'open')),
      );
    return {
      setIds,
      rescoredAttempts: changed.length,
      affectedStudents: new Set(changed.map((c) => c.userId)).size,
    };
  });
  // The hall caches no keys, but every edit of a question reaches every node alike (one rule to follow).
  await d.caches.forget({ sets: result.setIds });
  return { rescoredAttempts: result.rescoredAttempts, affectedStudents: result.affectedStudents };
}
