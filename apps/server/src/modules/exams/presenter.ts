import {
  type ExamTemplate,
  examTemplates,
  type SeriesSummary,
  type SetSummary,
  sectionNamesOf,
  type TestLanguage,
} from '@abhyas/core';
import type { examSeries, practiceSets } from '../../db/schema/index.ts';

type SeriesRow = typeof examSeries.$inferSelect;
type SetRow = typeof practiceSets.$inferSelect;

export const languagesOf = (languages: readonly string[]): TestLanguage[] =>
  (['hi', 'en'] as const).filter((l) => languages.includes(l));

export function presentSeries(row: SeriesRow, sets: readonly SetRow[]): SeriesSummary {
  const languages = new Set(sets.flatMap((s) => s.languages));
  return {
    id: row.id,
    slug: row.slug,
    examKey: row.examKey,
    title: { hi: row.titleHi, en: row.titleEn },
    description: { hi: row.descriptionHi, en: row.descriptionEn },
    setCount: sets.length,
    languages: languagesOf([...languages]),
  };
}

/** The figures students compare sets by come from the exam's template (spec §9), not the row. */
export function presentSet(row: SetRow, seriesSlug: string, questionCount: number): SetSummary {
  const examKey = row.examKey;
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

/**
 * The template's sections, each with the name this set shows for it (its own names when it has them):
 * the set page, the hall and the result all name sections this way.
 */
export function namedSections(
  template: ExamTemplate,
  own: readonly { hi: string; en: string }[] | null,
): { index: number; section: ExamTemplate['sections'][number]; name: { hi: string; en: string } }[] {
  const names = sectionNamesOf(template, own);
  return template.sections.map((section, index) => ({
    index,
    section,
    name: names[index] ?? { hi: section.sectionNameHi, en: section.sectionName },
  }));
}
