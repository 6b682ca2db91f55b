import type {
  AdminQuestion,
  AdminSeries,
  AdminSet,
  Difficulty,
  ExamKey,
  QuestionInput,
  QuestionReport,
} from '@abhyas/core';
import type { examSeries, practiceSets, questionReports, questions } from '../../db/schema/index.ts';

type SeriesRow = typeof examSeries.$inferSelect;
type SetRow = typeof practiceSets.$inferSelect;
type QuestionRow = typeof questions.$inferSelect;

export function presentSeries(row: SeriesRow, setCount: number): AdminSeries {
  return {
    id: row.id,
    slug: row.slug,
    examKey: row.examKey as ExamKey,
    title: { hi: row.titleHi, en: row.titleEn },
    description: { hi: row.descriptionHi, en: row.descriptionEn },
    setCount,
  };
}

export function presentSet(row: SetRow, questionCount: number, templateQuestions: number): AdminSet {
  return {
    id: row.id,
    slug: row.slug,
    seriesId: row.seriesId,
    examKey: row.examKey as ExamKey,
    title: { hi: row.titleHi, en: row.titleEn },
    languages: row.languages.filter((l): l is 'hi' | 'en' => l === 'hi' || l === 'en'),
    free: row.free,
    published: row.published,
    questionCount,
    templateQuestions,
  };
}

/** The key goes out here on purpose: this presenter is used by platform-admin routes only. */
export function presentAdminQuestion(
  row: QuestionRow,
  placement: { section: number; position: number },
): AdminQuestion {
  return {
    id: row.id,
    position: placement.position,
    section: placement.section + 1,
    subject: row.subject,
    topic: row.topic,
    difficulty: row.difficulty as Difficulty,
    text: { hi: row.textHi, en: row.textEn },
    options: row.options,
    answer: row.correctOption + 1,
    explanation: { hi: row.explanationHi, en: row.explanationEn },
    image: row.imageUrl,
    passage: row.passage,
    factDate: row.factDate,
    expiresOn: row.expiresOn,
  };
}

/** The import format's shape of a stored question: export writes this, import reads it back. */
export function toQuestionInput(q: AdminQuestion): QuestionInput {
  return {
    section: q.section,
    subject: q.subject,
    topic: q.topic,
    difficulty: q.difficulty,
    text: q.text,
    options: q.options,
    answer: q.answer,
    explanation: q.explanation,
    ...(q.image ? { image: q.image } : {}),
    ...(q.passage ? { passage: q.passage } : {}),
    ...(q.factDate ? { factDate: q.factDate } : {}),
    ...(q.expiresOn ? { expiresOn: q.expiresOn } : {}),
  };
}

/** A student's report as the admin's list shows it, with the question and its current key. */
export function presentQuestionReport(row: {
  report: typeof questionReports.$inferSelect;
  q: QuestionRow;
  setSlug: string;
  setTitle: { hi: string; en: string };
  reporter: string;
}): QuestionReport {
  const { report, q, setSlug, setTitle, reporter } = row;
  return {
    id: report.id,
    questionId: report.questionId,
    setId: setSlug,
    setTitle,
    reason: report.reason,
    message: report.message,
    status: report.status,
    createdAt: report.createdAt.toISOString(),
    reporter,
    question: { text: { hi: q.textHi, en: q.textEn }, options: q.options, correctOption: q.correctOption },
  };
}
