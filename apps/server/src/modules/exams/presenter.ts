import {
  type ExamKey,
  examTemplates,
  type SeriesSummary,
  type SetSummary,
  type TestLanguage,
} from '@abhyas/core';
import type { examSeries, practiceSets } from '../../db/schema/index.ts';

type SeriesRow = typeof examSeries.$inferSelect;
type SetRow = typeof practiceSets.$inferSelect;

/** A plain read: exam_key columns are the database's exam_key enum, which holds no other key. */
export const examKeyOf = (key: ExamKey): ExamKey => key;

export const languagesOf = (languages: readonly string[]): TestLanguage[] =>
  (['hi', 'en'] as const).filter((l) => languages.includes(l));

export function presentSeries(row: SeriesRow, sets: readonly SetRow[]): SeriesSummary {
  const languages = new Set(sets.flatMap((s) => s.languages));
  return {
    id: row.id,
    slug: row.slug,
    examKey: examKeyOf(row.examKey),
    title: { hi: row.titleHi, en: row.titleEn },
    description: { hi: row.descriptionHi, en: row.descriptionEn },
    setCount: sets.length,
    languages: languagesOf([...languages]),
  };
}

/** The figures students compare sets by come from the exam's template (spec §9), not the row. */
export function presentSet(row: SetRow, seriesSlug: string, questionCount: number): SetSummary {
  const examKey = examKeyOf(row.examKey);
  const template = examTemplates[examKey];
  return {
    id: row.id,
    slug: row.slug,
    seriesSlug,
    examKey,
    title: { hi: row.titleHi, en: row.titleEn },
    languages: languagesOf(row.languages),
    free: row.free,
    totalQuestions: questionCount,
    duration: template.duration,
    totalMarks: template.totalMarks,
    passingMarks: template.passingMarks,
    sectionalTiming: template.sectionalTiming,
  };
}
