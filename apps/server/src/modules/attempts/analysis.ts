import { type AttemptAnalysis, displayMarks } from '@abhyas/core';
import { and, asc, avg, desc, eq, sql } from 'drizzle-orm';
import {
  attemptEvents,
  attemptResponses,
  attempts,
  questionReports,
  questions,
  setQuestions,
} from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { rowsOf } from '../../lib/sql-rows.ts';
import type { Viewer } from '../../plugins/access.ts';
import { assertSolutionsVisible, loadOwnAttempt } from './policy.ts';
import { inRanks } from './ranks.ts';
import { presentResult } from './results.ts';

interface ChangeCounts {
  total: number;
  rightToWrong: number;
  wrongToRight: number;
  wrongToWrong: number;
}

/**
 * How a question's chosen answer moved over the test, from its saves in seq order. A change is any
 * move away from a chosen option (to another option or to none).
 */
export function answerChanges(answers: readonly (number | null)[], correct: number) {
  const counts: ChangeCounts = { total: 0, rightToWrong: 0, wrongToRight: 0, wrongToWrong: 0 };
  let previous: number | null = null;
  let hadRight = false;
  for (const answer of answers) {
    if (answer === correct) hadRight = true;
    if (previous !== null && answer !== previous) {
      counts.total += 1;
      if (previous === correct) counts.rightToWrong += 1;
      else if (answer === correct) counts.wrongToRight += 1;
      else if (answer !== null) counts.wrongToWrong += 1;
    }
    if (answer !== null || previous !== null) previous = answer;
  }
  const final = answers.length ? (answers[answers.length - 1] ?? null) : null;
  return { counts, rightToWrong: hadRight && final !== correct };
}

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
  const round1 = (n: number) => Math.round(n * 10) / 10;
  return {
    topper: {
      score: displayMarks(topper.scoreMilli),
      correct: topper.correct ?? 0,
      wrong: topper.wrong ?? 0,
      timeTakenSeconds: topper.timeTakenSeconds ?? 0,
      sections: (topper.sectionResults ?? []).map((s) => displayMarks(s.scoreMilli)),
    },
    average: {
      score: displayMarks(Math.round(average.score)),
      correct: round1(average.correct),
      wrong: round1(average.wrong),
      timeTakenSeconds: Math.round(average.time),
      sections: Array.from({ length: sectionCount }, (_, i) =>
        displayMarks(Math.round(bySection.get(i) ?? 0)),
      ),
    },
  };
}

/** The full analysis of a submitted attempt: keys and explanations are shown only from here on. */
export async function attemptAnalysis(d: Deps, viewer: Viewer, attemptId: string): Promise<AttemptAnalysis> {
  const row = await loadOwnAttempt(d, viewer, attemptId);
  const result = await presentResult(d, row);
  assertSolutionsVisible(d, row.set);
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
  const totals: ChangeCounts = { total: 0, rightToWrong: 0, wrongToRight: 0, wrongToWrong: 0 };

  const list = rows.map(({ q, section, position }) => {
    const response = responseOf.get(q.id);
    const answer = response?.answer ?? null;
    const changes = answerChanges(history.get(q.id) ?? [], q.correctOption);
    totals.total += changes.counts.total;
    totals.rightToWrong += changes.counts.rightToWrong;
    totals.wrongToRight += changes.counts.wrongToRight;
    totals.wrongToWrong += changes.counts.wrongToWrong;
    return {
      id: q.id,
      number: position,
      section,
      text: { hi: q.textHi, en: q.textEn },
      options: q.options,
      image: q.imageUrl,
      subject: q.subject,
      topic: q.topic,
      difficulty: q.difficulty,
      correctOption: q.correctOption,
      answer,
      marked: response?.marked ?? false,
      outcome:
        answer === null
          ? ('skipped' as const)
          : answer === q.correctOption
            ? ('correct' as const)
            : ('wrong' as const),
      timeSpentSeconds: Math.round((response?.timeSpentMs ?? 0) / 1000),
      changes: changes.counts.total,
      rightToWrong: changes.rightToWrong,
      explanation: { hi: q.explanationHi, en: q.explanationEn },
      reportedByMe: reported.has(q.id),
    };
  });
  return { result, questions: list, answerChanges: totals, ...bench };
}
