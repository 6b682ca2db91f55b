import {
  type AnalysisQuestion,
  type AttemptAnalysis,
  type AttemptResult,
  type AttemptTiming,
  accuracyOf,
  displayMarks,
  examTemplates,
  type HallQuestion,
  heldFor,
  type MySetStats,
  passedWith,
  type RankReviewItem,
  SAVE_GRACE_SECONDS,
  type TestLanguage,
} from '@abhyas/core';
import type { attemptResponses, attempts, practiceSets, questions } from '../../db/schema/index.ts';
import { namedSections } from '../exams/presenter.ts';
import type { Seal } from '../exams/sealing.ts';
import { countsInRanks } from '../leaderboards/standings.ts';
import type { AttemptFacts } from './attempt-facts.ts';
import type { StateWithoutQuestions } from './state-json.ts';
import { windowsOf } from './windows.ts';

/**
 * The only place attempt rows become contracts: what the hall, the result and the analysis show.
 * Nothing here reads the database; keys and explanations appear only in `presentAnalysisQuestion`.
 */

type AttemptRow = typeof attempts.$inferSelect;
type SetRow = typeof practiceSets.$inferSelect;
type ResponseRow = typeof attemptResponses.$inferSelect;
type QuestionRow = typeof questions.$inferSelect;

/** A question as the hall serves it during the test: never its key or explanation. */
export function presentHallQuestion(q: {
  id: string;
  position: number;
  section: number;
  textHi: string;
  textEn: string;
  options: { hi: string; en: string }[];
  imageUrl: string | null;
  passage: { hi: string; en: string } | null;
}): HallQuestion {
  return {
    id: q.id,
    number: q.position,
    section: q.section,
    text: { hi: q.textHi, en: q.textEn },
    options: q.options,
    image: q.imageUrl,
    // Left out rather than null: most questions have none, and the hall's paper is sent whole.
    ...(q.passage ? { passage: q.passage } : {}),
  };
}

/** What the hall's state says of the set (a live join has it from the test's row). */
export type HallSetInfo = Pick<SetRow, 'slug' | 'titleHi' | 'titleEn' | 'sectionNames'>;

/** A closed live attempt is submitted as far as its candidate is concerned (close.ts). */
const shownStatus = (status: AttemptRow['status']): 'active' | 'submitted' =>
  status === 'active' ? 'active' : 'submitted';

/**
 * Everything the hall needs to run the test, offline if need be, but the questions: those come as JSON
 * text from the set's cache (state-json.ts). Never the keys or explanations.
 */
export function presentAttemptState(
  attempt: AttemptRow,
  set: { set: HallSetInfo; seriesSlug: string },
  parts: {
    responses: Pick<ResponseRow, 'questionId' | 'answer' | 'marked' | 'seq'>[];
    lastSeq: number;
    currentQuestionId: string | null;
  },
  now: Date,
): StateWithoutQuestions {
  const examKey = attempt.examKey;
  const template = examTemplates[examKey];
  const windows = windowsOf(attempt);
  return {
    id: attempt.id,
    setId: set.set.slug,
    seriesId: set.seriesSlug,
    examKey,
    title: { hi: set.set.titleHi, en: set.set.titleEn },
    language: attempt.language as TestLanguage,
    status: shownStatus(attempt.status),
    ranked: attempt.ranked,
    startedAt: attempt.startedAt.toISOString(),
    deadline: attempt.deadline.toISOString(),
    serverNow: now.toISOString(),
    graceSeconds: SAVE_GRACE_SECONDS,
    compensatoryMinutes: attempt.compensatoryMinutes,
    sectionalTiming: template.sectionalTiming,
    duration: template.duration,
    totalMarks: template.totalMarks,
    passingMarks: template.passingMarks,
    sections: namedSections(template, set.set.sectionNames).map(({ index, section: s, name }) => ({
      index,
      name,
      totalQuestions: s.totalQuestions,
      markForCorrectAns: s.markForCorrectAns,
      markForInCorrectAns: s.markForInCorrectAns,
      opensAt: (windows.sections[index]?.opensAt ?? attempt.startedAt).toISOString(),
      closesAt: (windows.sections[index]?.closesAt ?? attempt.deadline).toISOString(),
    })),
    responses: parts.responses.map((r) => ({
      questionId: r.questionId,
      answer: r.answer,
      marked: r.marked,
      visited: true,
      seq: r.seq,
    })),
    lastSeq: parts.lastSeq,
    currentQuestionId: parts.currentQuestionId,
  };
}

/**
 * The attempt's time as it stands, from the save cache's facts (dropped on every node when a grant of
 * compensatory time moves the deadline). The section windows go only when they differ from the plain
 * ones every hall starts with: a running attempt's windows change only by being stretched, never back.
 */
export function presentTiming(facts: AttemptFacts, now: Date): AttemptTiming {
  const timing: AttemptTiming = { serverNow: now.toISOString(), deadline: facts.deadline.toISOString() };
  const sectional = examTemplates[facts.examKey].sectionalTiming;
  if (!sectional || facts.compensatoryMinutes === 0) return timing;
  timing.sections = windowsOf(facts).sections.map((w, index) => ({
    index,
    opensAt: w.opensAt.toISOString(),
    closesAt: w.closesAt.toISOString(),
  }));
  return timing;
}

/** A submitted attempt's result, with its place among the takers (`place` from the set's histogram). */
export function presentResult(
  attempt: AttemptRow & { scoreMilli: number; submittedAt: Date },
  set: SetRow,
  seriesSlug: string,
  place: { rank: number; percentile: number; takers: number },
): AttemptResult {
  const examKey = attempt.examKey;
  const template = examTemplates[examKey];
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
    passed: passedWith(examKey, attempt.scoreMilli),
    correct,
    wrong,
    skipped: attempt.skipped ?? 0,
    accuracy: accuracyOf(correct, wrong),
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
    sections: namedSections(template, set.sectionNames).map(({ index, section: s, name }) => {
      const r = sections[index] ?? { correct: 0, wrong: 0, skipped: s.totalQuestions, scoreMilli: 0 };
      return {
        index,
        name,
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

/** One question of the solutions view: the key, the explanation and how the student's answer moved. */
export function presentAnalysisQuestion(
  row: { q: QuestionRow; section: number; position: number },
  response: ResponseRow | undefined,
  changes: { total: number; rightToWrong: boolean },
  reportedByMe: boolean,
  seal?: Seal,
): AnalysisQuestion {
  const { q } = row;
  const answer = response?.answer ?? null;
  if (seal)
    // Sealed by another ranked set (or a running re-attempt): nothing that tells the key goes out.
    return {
      ...presentHallQuestion({ ...q, position: row.position, section: row.section }),
      subject: q.subject,
      topic: q.topic,
      difficulty: q.difficulty,
      correctOption: null,
      answer,
      marked: response?.marked ?? false,
      outcome: answer === null ? 'skipped' : 'sealed',
      timeSpentSeconds: Math.round((response?.timeSpentMs ?? 0) / 1000),
      changes: 0,
      rightToWrong: false,
      explanation: null,
      sealedBy: seal.opensWith,
      reportedByMe,
    };
  return {
    ...presentHallQuestion({ ...q, position: row.position, section: row.section }),
    subject: q.subject,
    topic: q.topic,
    difficulty: q.difficulty,
    correctOption: q.correctOption,
    answer,
    marked: response?.marked ?? false,
    outcome: answer === null ? 'skipped' : answer === q.correctOption ? 'correct' : 'wrong',
    timeSpentSeconds: Math.round((response?.timeSpentMs ?? 0) / 1000),
    changes: changes.total,
    rightToWrong: changes.rightToWrong,
    explanation: { hi: q.explanationHi, en: q.explanationEn },
    sealedBy: null,
    reportedByMe,
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Topper and average of a set's ranked takers, as the analysis compares them with the student. */
export function presentBenchmarks(
  topper: AttemptRow & { scoreMilli: number },
  average: { score: number; correct: number; wrong: number; time: number },
  sectionAverages: ReadonlyMap<number, number>,
  sectionCount: number,
): Pick<AttemptAnalysis, 'topper' | 'average'> {
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
        displayMarks(Math.round(sectionAverages.get(i) ?? 0)),
      ),
    },
  };
}

/** One of the student's attempts at a set, for the set page's list. */
export const presentMyAttempt = (a: AttemptRow) => ({
  id: a.id,
  status: shownStatus(a.status),
  ranked: a.ranked,
  startedAt: a.startedAt.toISOString(),
  submittedAt: a.submittedAt?.toISOString() ?? null,
  score: a.scoreMilli === null ? null : displayMarks(a.scoreMilli),
});

/** The student's record on one set of a series. */
export const presentSetStats = (r: {
  setId: string;
  attempts: number;
  best: number | null;
  active: string | null;
  lastSubmitted: string | null;
}): MySetStats => ({
  setId: r.setId,
  attempts: r.attempts,
  bestScore: r.best === null ? null : displayMarks(Number(r.best)),
  activeAttemptId: r.active,
  lastSubmittedAttemptId: r.lastSubmitted,
});

/** A first attempt held out of the ranks, as the admin's review list shows it. */
export function presentRankReview(row: {
  attempt: AttemptRow;
  set: { slug: string; titleHi: string; titleEn: string };
  student: { id: string; username: string; name: string };
  reviewedBy: string | null;
}): RankReviewItem {
  const { attempt, set, student, reviewedBy } = row;
  const template = examTemplates[attempt.examKey];
  const answered = (attempt.correct ?? 0) + (attempt.wrong ?? 0);
  const seconds = attempt.answeringSeconds ?? 0;
  return {
    attemptId: attempt.id,
    status: attempt.rankReview ?? 'pending',
    set: { slug: set.slug, title: { hi: set.titleHi, en: set.titleEn } },
    student,
    score: displayMarks(attempt.scoreMilli ?? 0),
    totalMarks: template.totalMarks,
    answered,
    correct: attempt.correct ?? 0,
    totalQuestions: template.totalQuestions,
    answeringSeconds: seconds,
    secondsPerAnswer: answered > 0 ? Math.round((seconds / answered) * 100) / 100 : null,
    floorSeconds: attempt.rankReviewFloorSeconds ?? 0,
    heldFor: heldFor({
      answered,
      answeringSeconds: seconds,
      floorSeconds: attempt.rankReviewFloorSeconds ?? 0,
    }),
    startedAt: attempt.startedAt.toISOString(),
    submittedAt: (attempt.submittedAt ?? attempt.startedAt).toISOString(),
    reviewedAt: attempt.rankReviewedAt?.toISOString() ?? null,
    reviewedBy,
  };
}
