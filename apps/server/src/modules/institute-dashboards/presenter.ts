import {
  type BatchTestItem,
  displayMarks,
  type ExamKey,
  examTemplates,
  oneDecimal,
  type PerformanceTrendPoint,
  percentOfMax,
} from '@abhyas/core';
import { type BatchTestRow, isoOf } from './queries.ts';

/** The only place the institute dashboards' rows become contracts. */
export function presentBatchTest(row: BatchTestRow): BatchTestItem {
  return {
    id: row.id,
    batchId: row.batch_id,
    batchName: row.batch_name,
    title: { hi: row.title_hi, en: row.title_en },
    opensAt: isoOf(row.opens_at),
    closesAt: isoOf(row.closes_at),
    submitted: Number(row.submitted),
    students: Number(row.students),
    averageScorePercent:
      row.average_milli === null ? null : oneDecimal(percentOfMax(row.exam_key, Number(row.average_milli))),
  };
}

export interface TrendRow {
  id: string;
  exam_key: ExamKey;
  title_hi: string;
  title_en: string;
  submitted_at: Date | string;
  score_milli: number;
}

/** A submitted test on the score trend, as the student dashboard's trend shows one. */
export function presentTrendPoint(row: TrendRow): PerformanceTrendPoint {
  return {
    attemptId: row.id,
    title: { hi: row.title_hi, en: row.title_en },
    submittedAt: isoOf(row.submitted_at),
    score: displayMarks(row.score_milli),
    totalMarks: examTemplates[row.exam_key].totalMarks,
    percent: oneDecimal(percentOfMax(row.exam_key, row.score_milli)),
  };
}
