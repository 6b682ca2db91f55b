import {
  type AttemptResult,
  displayMarks,
  examTemplates,
  percentileFor,
  rankFor,
  sectionNamesOf,
} from '@abhyas/core';
import { and, eq, sql } from 'drizzle-orm';
import { attempts, examSeries, practiceSets, setScoreCounts } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Viewer } from '../../plugins/access.ts';
import { examKeyOf } from '../exams/presenter.ts';
import { finaliseAttempt } from './finalise.ts';
import { assertOwnAttempt, loadOwnAttempt } from './policy.ts';
import { countsInRanks } from './ranks.ts';

/**
 * Rank and percentile of a score in a set, from the score histogram: one pass over the set's distinct
 * scores (a few hundred rows, found by the primary key's set_id prefix), never a count over attempts.
 */
export async function standing(d: Deps, setId: string, scoreMilli: number) {
  const [row] = await d.db
    .select({
      higher: sql<number>`coalesce(sum(${setScoreCounts.takers}) filter (where ${setScoreCounts.scoreMilli} > ${scoreMilli}), 0)::int`,
      lowerOrEqual: sql<number>`coalesce(sum(${setScoreCounts.takers}) filter (where ${setScoreCounts.scoreMilli} <= ${scoreMilli}), 0)::int`,
    })
    .from(setScoreCounts)
    .where(eq(setScoreCounts.setId, setId));
  const higher = Number(row?.higher ?? 0);
  const lowerOrEqual = Number(row?.lowerOrEqual ?? 0);
  const takers = higher + lowerOrEqual;
  return { rank: rankFor(higher), percentile: percentileFor(lowerOrEqual, takers), takers };
}

/** The result of a submitted attempt, with its honest rank (first attempts only) among all takers. */
export async function attemptResult(d: Deps, viewer: Viewer, attemptId: string): Promise<AttemptResult> {
  return presentResult(d, await loadOwnAttempt(d, viewer, attemptId));
}

/** The result of an attempt already loaded (with its set) for its student. */
export async function presentResult(
  d: Deps,
  { attempt, set, seriesSlug }: Awaited<ReturnType<typeof loadOwnAttempt>>,
): Promise<AttemptResult> {
  if (attempt.status !== 'submitted' || attempt.scoreMilli === null || !attempt.submittedAt)
    throw new AppError(409, 'ATTEMPT_NOT_SUBMITTED', 'This attempt has not been submitted yet');
  const examKey = examKeyOf(attempt.examKey);
  const template = examTemplates[examKey];
  const place = await standing(d, attempt.setId, attempt.scoreMilli);
  const names = sectionNamesOf(template, set.sectionNames);
  const sections = attempt.sectionResults ?? [];
  const correct = attempt.correct ?? 0;
  const wrong = attempt.wrong ?? 0;
  return {
    attemptId: attempt.id,
    setId: set.slug,
    seriesId: seriesSlug,
    examKey,
    title: { hi: set.titleHi, en: set.titleEn },
    ranked: attempt.ranked,
    finishedBy: attempt.finishedBy ?? 'candidate',
    score: displayMarks(attempt.scoreMilli),
    totalMarks: template.totalMarks,
    passingMarks: template.passingMarks,
    passed: attempt.scoreMilli >= template.passingMarks * 1000,
    correct,
    wrong,
    skipped: attempt.skipped ?? 0,
    accuracy: correct + wrong === 0 ? null : Math.round((correct / (correct + wrong)) * 10000) / 100,
    timeTakenSeconds: attempt.timeTakenSeconds ?? 0,
    startedAt: attempt.startedAt.toISOString(),
    submittedAt: attempt.submittedAt.toISOString(),
    // A first attempt held for review (or rejected) has no place among the takers; a practice
    // re-attempt shows where it would have ranked, as before.
    rank: countsInRanks(attempt) ? place.rank : null,
    percentile: countsInRanks(attempt) ? place.percentile : null,
    takers: place.takers,
    practiceRank: attempt.ranked ? null : place.rank,
    rankReview: attempt.ranked ? attempt.rankReview : null,
    sections: template.sections.map((s, index) => {
      const r = sections[index] ?? { correct: 0, wrong: 0, skipped: s.totalQuestions, scoreMilli: 0 };
      return {
        index,
        name: names[index] ?? { hi: s.sectionNameHi, en: s.sectionName },
        totalQuestions: s.totalQuestions,
        correct: r.correct,
        wrong: r.wrong,
        skipped: r.skipped,
        score: displayMarks(r.scoreMilli),
        maxScore: displayMarks(s.totalQuestions * Math.round(s.markForCorrectAns * 1000)),
      };
    }),
    rescore:
      attempt.rescoredAt && attempt.previousScoreMilli !== null
        ? {
            at: attempt.rescoredAt.toISOString(),
            previousScore: displayMarks(attempt.previousScoreMilli),
            questionIds: attempt.rescoredQuestionIds ?? [],
          }
        : null,
  };
}

/** Submits an attempt: idempotent, however many times (and from however many tabs) it arrives. */
export async function submitAttempt(d: Deps, viewer: Viewer, attemptId: string): Promise<AttemptResult> {
  const [attempt] = await d.db
    .select({ userId: attempts.userId })
    .from(attempts)
    .where(eq(attempts.id, attemptId));
  assertOwnAttempt(viewer, attempt);
  await d.db.transaction((tx) => finaliseAttempt(d, tx, attemptId, 'candidate'));
  return attemptResult(d, viewer, attemptId);
}

/** The student's record on each published set of a series (for the set list). */
export async function mySetStats(d: Deps, viewer: Viewer, seriesSlug: string) {
  const rows = await d.db
    .select({
      setId: practiceSets.id,
      attempts: sql<number>`count(${attempts.id})::int`,
      best: sql<number | null>`max(${attempts.scoreMilli})`,
      active: sql<string | null>`(array_agg(${attempts.id}) filter (where ${attempts.status} = 'active'))[1]`,
      lastSubmitted: sql<
        string | null
      >`(array_agg(${attempts.id} order by ${attempts.submittedAt} desc) filter (where ${attempts.status} = 'submitted'))[1]`,
    })
    .from(practiceSets)
    .innerJoin(examSeries, eq(examSeries.id, practiceSets.seriesId))
    .leftJoin(attempts, and(eq(attempts.setId, practiceSets.id), eq(attempts.userId, viewer.id)))
    .where(and(eq(examSeries.slug, seriesSlug), eq(practiceSets.published, true)))
    .groupBy(practiceSets.id);
  return {
    items: rows.map((r) => ({
      setId: r.setId,
      attempts: r.attempts,
      bestScore: r.best === null ? null : displayMarks(Number(r.best)),
      activeAttemptId: r.active,
      lastSubmittedAttemptId: r.lastSubmitted,
    })),
  };
}
