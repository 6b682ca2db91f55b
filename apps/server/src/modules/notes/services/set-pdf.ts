import { examTemplates, type SetPdfLanguage, sectionNamesOf } from '@abhyas/core';
import { asc, eq } from 'drizzle-orm';
import { questions, setQuestions } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { solutionWindowOf } from '../../attempts/policy.ts';
import { findSet } from '../../exams/catalogue.ts';
import { setPdf } from '../pdf/set-pdf.ts';
import { assertSetDownloadable, pdfLanguages } from '../policy.ts';
import { pdfFileName } from '../presenter.ts';
import type { PdfFile } from './note-pdf.ts';

/**
 * A published set with its answers and explanations as a PDF. Not cached: a key correction changes
 * a question without touching the set, and a 100-question bilingual set takes well under 2 s
 * (bench/pdf.ts).
 */
export async function setPdfFile(d: Deps, slug: string, language: SetPdfLanguage): Promise<PdfFile> {
  // findSet answers 404 for an unpublished set; the policy states the rule on its own as well.
  const { set, series } = await findSet(d, slug, false);
  assertSetDownloadable(set, solutionWindowOf(set), d.clock());
  const languages = pdfLanguages(set.languages, language);
  const rows = await d.db
    .select({
      position: setQuestions.position,
      section: setQuestions.section,
      textHi: questions.textHi,
      textEn: questions.textEn,
      options: questions.options,
      correctOption: questions.correctOption,
      explanationHi: questions.explanationHi,
      explanationEn: questions.explanationEn,
      imageUrl: questions.imageUrl,
    })
    .from(setQuestions)
    .innerJoin(questions, eq(questions.id, setQuestions.questionId))
    .where(eq(setQuestions.setId, set.id))
    .orderBy(asc(setQuestions.position));
  const body = await setPdf({
    title: { hi: set.titleHi, en: set.titleEn },
    seriesTitle: { hi: series.titleHi, en: series.titleEn },
    sectionNames: sectionNamesOf(examTemplates[set.examKey], set.sectionNames),
    languages,
    questions: rows.map((r) => ({
      position: r.position,
      section: r.section,
      text: { hi: r.textHi, en: r.textEn },
      options: r.options,
      correctOption: r.correctOption,
      explanation: { hi: r.explanationHi, en: r.explanationEn },
      hasImage: r.imageUrl !== null,
    })),
  });
  return { fileName: pdfFileName('abhyas', set.slug, language), body };
}
