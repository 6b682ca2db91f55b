import { type AttemptAnalysis, addAnswerChanges, answerChanges, noAnswerChanges } from '@abhyas/core';
import { and, asc, avg, desc, eq, sql } from 'drizzle-orm';
import {
  attemptEvents,
  attemptResponses,
  attempts,
  questionReports,
  questions,
  setQuestions,
} from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { sealsOf } from '../../exams/sealing.ts';
import { inRanks } from '../../leaderboards/standings.ts';
import { assertOwnAttemptRow, assertResultOpen, assertSolutionsVisible } from '../policy.ts';
import { presentAnalysisQuestion, presentBenchmarks } from '../presenter.ts';
import { findAttemptWithSet } from '../queries.ts';
import { resultOf } from './attempt-result.ts';

/** Topper and average of the ranked, finished attempts of a set. */
async function benchmarks(d: Deps, setId: string, sectionCount: number) {
  const ranked = and(eq(attempts.setId, setId), inRanks);
  const [[topper], [average], sectionAverages] = await Promise.all([
    d.db
      .select()
      .from(attempts)
      .where(ranked)
      .orderBy(desc(attempts.scoreMilli), asc(attempts.timeTakenSeconds))
      .limit(1),
    d.db
      .select({
        score: avg(attempts.scoreMilli).mapWith(Number),
        correct: avg(attempts.correct).mapWith(Number),
        wrong: avg(attempts.wrong).mapWith(Number),
        time: avg(attempts.timeTakenSeconds).mapWith(Number),
      })
      .from(attempts)
      .where(ranked),
    d.db.execute(sql`
      select (e.ordinality - 1)::int as idx, avg((e.value->>'scoreMilli')::int)::float8 as score
      from ${attempts}, jsonb_array_elements(${attempts.sectionResults}) with ordinality e
      where ${ranked}
      group by e.ordinality`),
  ]);
  if (!topper || topper.scoreMilli === null || !average) return { topper: null, average: null };
  const bySection = new Map(
    rowsOf<{ idx: number; score: number }>(sectionAverages).map((r) => [Number(r.idx), Number(r.score)]),
  );
  return presentBenchmarks({ ...topper, scoreMilli: topper.scoreMilli }, average, bySection, sectionCount);
}

/** The full analysis of a submitted attempt: keys and explanations are shown only from here on. */
export async function attemptAnalysis(d: Deps, viewer: Viewer, attemptId: string): Promise<AttemptAnalysis> {
  const row = await findAttemptWithSet(d, attemptId);
  assertOwnAttemptRow(viewer, row);
  assertResultOpen(row.set, viewer);
  const result = await resultOf(d, row);
  assertSolutionsVisible(row.set, d.clock());
  const attempt = row.attempt;
  const [rows, responses, events, reports, bench] = await Promise.all([
    d.db
      .select({ q: questions, section: setQuestions.section, position: setQuestions.position })
      .from(setQuestions)
      .innerJoin(questions, eq(questions.id, setQuestions.questionId))
      .where(eq(setQuestions.setId, attempt.setId))
      .orderBy(asc(setQuestions.position)),
    d.db.select().from(attemptResponses).where(eq(attemptResponses.attemptId, attemptId)),
    d.db
      .select({ questionId: attemptEvents.questionId, answer: attemptEvents.answer })
      .from(attemptEvents)
      .where(eq(attemptEvents.attemptId, attemptId))
      .orderBy(asc(attemptEvents.seq)),
    d.db
      .select({ questionId: questionReports.questionId })
      .from(questionReports)
      .where(eq(questionReports.attemptId, attemptId)),
    benchmarks(d, attempt.setId, result.sections.length),
  ]);
  const responseOf = new Map(responses.map((r) => [r.questionId, r]));
  const history = new Map<string, (number | null)[]>();
  for (const e of events) history.set(e.questionId, [...(history.get(e.questionId) ?? []), e.answer]);
  const reported = new Set(reports.map((r) => r.questionId));
  // The one sealing rule: a question this set shares with a ranked set the student has not yet
  // submitted (or is sitting) keeps its key, verdict and explanation until that set is submitted.
  const seals = await sealsOf(
    d.db,
    viewer.id,
    rows.map((r) => r.q.id),
    d.clock(),
  );
  let totals = noAnswerChanges();
  const list = rows.map((r) => {
    const seal = seals.get(r.q.id);
    const changes = answerChanges(history.get(r.q.id) ?? [], r.q.correctOption);
    if (!seal) totals = addAnswerChanges(totals, changes.counts);
    return presentAnalysisQuestion(
      r,
      responseOf.get(r.q.id),
      { total: changes.counts.total, rightToWrong: changes.rightToWrong },
      reported.has(r.q.id),
      seal,
    );
  });
  return { result, questions: list, answerChanges: totals, ...bench };
}
