import type {
  NoteDetail,
  NoteLanguage,
  NotePracticeQuestion,
  NoteSummary,
  PdfSet,
  StudyNote,
} from '@abhyas/core';
import type { examSeries, practiceSets } from '../../db/schema/index.ts';

export function presentNoteSummary(note: StudyNote, language: NoteLanguage): NoteSummary {
  return {
    subject: note.subject,
    slug: note.slug,
    order: note.order,
    topic: note.topic ?? null,
    title: note.title[language],
    summary: note.summary[language],
  };
}

export function presentNoteDetail(
  note: StudyNote,
  language: NoteLanguage,
  html: string,
  practice: NotePracticeQuestion[],
): NoteDetail {
  return { ...presentNoteSummary(note, language), language, html, practice };
}

/** A practice question under a note: its bank id and text in the reader's language, nothing else. */
export function presentPracticeQuestion(
  row: { id: string; textHi: string; textEn: string },
  language: NoteLanguage,
): NotePracticeQuestion {
  return { id: row.id, text: language === 'hi' ? row.textHi : row.textEn };
}

export function presentPdfSet(
  set: typeof practiceSets.$inferSelect,
  series: typeof examSeries.$inferSelect,
  totalQuestions: number,
  answersOpen: boolean,
): PdfSet {
  return {
    slug: set.slug,
    examKey: set.examKey,
    title: { hi: set.titleHi, en: set.titleEn },
    seriesTitle: { hi: series.titleHi, en: series.titleEn },
    languages: set.languages.filter((l): l is NoteLanguage => l === 'hi' || l === 'en'),
    totalQuestions,
    answersOpen,
  };
}

/** The file name of a download: ASCII only, so every browser keeps it. */
export function pdfFileName(...parts: string[]): string {
  return `${parts.join('-').replace(/[^a-z0-9-]+/gi, '-')}.pdf`;
}
