import {
  batchTestStatus,
  examTemplates,
  type InstituteQuestion,
  type InstituteSet,
  type MyBatchTest,
  type StaffBatchTest,
} from '@abhyas/core';
import type { practiceSets, questions } from '../../db/schema/index.ts';

type SetRow = typeof practiceSets.$inferSelect;
type QuestionRow = typeof questions.$inferSelect;

/** The only place the institute's rows become contracts. */
export function presentQuestion(q: QuestionRow, setCount: number): InstituteQuestion {
  return {
    id: q.id,
    subject: q.subject,
    topic: q.topic,
    difficulty: q.difficulty,
    text: { hi: q.textHi, en: q.textEn },
    options: q.options.map((o) => ({ hi: o.hi, en: o.en })),
    answer: q.correctOption + 1,
    setCount,
    createdAt: q.createdAt.toISOString(),
  };
}

const languagesOf = (set: SetRow) => set.languages.filter((l): l is 'hi' | 'en' => l === 'hi' || l === 'en');

export function presentTestSet(set: SetRow, seriesSlug: string, questionCount: number) {
  return {
    id: set.id,
    slug: set.slug,
    seriesSlug,
    examKey: set.examKey,
    title: { hi: set.titleHi, en: set.titleEn },
    languages: languagesOf(set),
    questionCount,
  };
}

export const presentInstituteSet = (
  set: SetRow,
  seriesSlug: string,
  questionCount: number,
): InstituteSet => ({
  ...presentTestSet(set, seriesSlug, questionCount),
  createdAt: set.createdAt.toISOString(),
});

/** A batch test row with its set, batch and figures, as a query reads it. */
export interface TestRow {
  id: string;
  opensAt: Date;
  closesAt: Date;
  batchId: string;
  batchName: string;
  set: SetRow;
  seriesSlug: string;
  questionCount: number;
  batchSize: number;
}

const maxScoreOf = (set: SetRow) => examTemplates[set.examKey].totalMarks;

function presentBase(row: TestRow, now: Date) {
  return {
    id: row.id,
    batch: { id: row.batchId, name: row.batchName },
    set: presentTestSet(row.set, row.seriesSlug, row.questionCount),
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    status: batchTestStatus(row.opensAt, row.closesAt, now),
    batchSize: row.batchSize,
  };
}

export const presentStaffTest = (
  row: TestRow,
  figures: { takers: number; averageMilli: number | null },
  now: Date,
): StaffBatchTest => ({
  ...presentBase(row, now),
  takers: figures.takers,
  averageScore: figures.averageMilli === null ? null : Math.round(figures.averageMilli / 10) / 100,
  maxScore: maxScoreOf(row.set),
});

export const presentMyTest = (
  row: TestRow,
  mine: {
    running: boolean;
    result: { attemptId: string; scoreMilli: number; rank: number; takers: number } | null;
  },
  now: Date,
): MyBatchTest => ({
  ...presentBase(row, now),
  running: mine.running,
  result: mine.result
    ? {
        attemptId: mine.result.attemptId,
        score: mine.result.scoreMilli / 1000,
        maxScore: maxScoreOf(row.set),
        rank: mine.result.rank,
        takers: mine.result.takers,
      }
    : null,
});
