import { createHash } from 'node:crypto';
import { examTemplates, type SetPdfLanguage, sectionNamesOf } from '@abhyas/core';
import { asc, eq } from 'drizzle-orm';
import type { examSeries, practiceSets } from '../../../db/schema/index.ts';
import { questions, setQuestions } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import type { SetPrint } from '../../attempts/hall-cache.ts';
import { type PdfMaker, pdfVersion } from '../pdf/pdf-maker.ts';
import type { SetPdfInput, SetPdfVariant } from '../pdf/set-pdf.ts';
import { pdfFileName } from '../presenter.ts';
import type { PdfFile } from './note-pdf.ts';

export interface SetPdfRequest {
  set: typeof practiceSets.$inferSelect;
  series: typeof examSeries.$inferSelect;
  /** As asked (the file name says it) and as printed (the set offers each of them). */
  language: SetPdfLanguage;
  languages: ('hi' | 'en')[];
  variant: SetPdfVariant;
}

/** The file's name: the answers variant says so, the paper keeps the name it always had. */
export const setPdfFileName = (slug: string, language: SetPdfLanguage, variant: SetPdfVariant) =>
  variant === 'answers'
    ? pdfFileName('abhyas', slug, language, 'answers')
    : pdfFileName('abhyas', slug, language);

/**
 * A set's PDF for someone already allowed it (services/set-pdf.ts asks the policy first): what it
 * prints is read once per set and kept with the hall's caches (dropped when a question or key of the
 * set changes, on every node: attempts/hall-cache.ts) with its hashes, which give the version, and the
 * PDF of that version is made once (pdf/pdf-maker.ts): an edited question or a corrected key is a
 * new version. Only a render counts towards the caller's one-at-a-time limit.
 */
export async function renderSetPdf(
  d: Deps,
  pdfs: PdfMaker,
  request: SetPdfRequest,
  userId: string,
): Promise<PdfFile> {
  const { set, series, languages, variant } = request;
  const print = await d.caches.setPrint.get(set.id, () => printedQuestions(d, set.id));
  const title = { hi: set.titleHi, en: set.titleEn };
  const seriesTitle = { hi: series.titleHi, en: series.titleEn };
  const sectionNames = sectionNamesOf(examTemplates[set.examKey], set.sectionNames);
  // Everything printed, with the questions by their hash (taken once per set): a short string to
  // hash per request. The paper's hash leaves the key out, so a key correction is no new paper.
  const version = pdfVersion({
    title,
    seriesTitle,
    sectionNames,
    languages,
    variant,
    questions: variant === 'answers' ? print.answersHash : print.paperHash,
  });
  // Built only when the PDF is to be made (not for one already on disk).
  const input = (): SetPdfInput => ({
    title,
    seriesTitle,
    sectionNames,
    languages,
    variant,
    questions: print.rows.map((r) => ({
      position: r.position,
      section: r.section,
      text: { hi: r.textHi, en: r.textEn },
      options: r.options,
      // The paper prints no answer.
      correctOption: variant === 'answers' ? r.correctOption : -1,
      explanation: variant === 'answers' ? { hi: r.explanationHi, en: r.explanationEn } : { hi: '', en: '' },
      hasImage: r.imageUrl !== null,
      ...(r.passage ? { passage: r.passage } : {}),
    })),
  });
  const name = `set-${set.id}-${request.language}-${variant}`;
  const body = await pdfs.file(name, version, () => ({ kind: 'set', input: input() }), userId);
  return { fileName: setPdfFileName(set.slug, request.language, variant), body };
}

/**
 * The set's questions as printed, in order (one query), with the hash of what the paper prints (no
 * key, no explanation) and of what the answers print: kept in `d.caches.setPrint`.
 */
async function printedQuestions(d: Deps, setId: string): Promise<SetPrint> {
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
      passage: questions.passage,
    })
    .from(setQuestions)
    .innerJoin(questions, eq(questions.id, setQuestions.questionId))
    .where(eq(setQuestions.setId, setId))
    .orderBy(asc(setQuestions.position));
  const paper = rows.map((r) => [
    r.position,
    r.section,
    r.textHi,
    r.textEn,
    r.options,
    r.imageUrl !== null,
    r.passage,
  ]);
  const answers = rows.map((r) => [r.correctOption, r.explanationHi, r.explanationEn]);
  return {
    rows,
    paperHash: hashOf(paper),
    answersHash: hashOf([paper, answers]),
  };
}

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url');
