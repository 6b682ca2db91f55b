import type { SetPdfLanguage } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { setQuestions } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { solutionWindowOf } from '../../attempts/policy.ts';
import { findSet } from '../../exams/catalogue.ts';
import { sealsOf } from '../../exams/sealing.ts';
import type { PdfMaker } from '../pdf/pdf-maker.ts';
import type { SetPdfVariant } from '../pdf/set-pdf.ts';
import { assertAnswersOpen, assertSetDownloadable, pdfLanguages } from '../policy.ts';
import type { PdfFile } from './note-pdf.ts';
import { renderSetPdf } from './render-set-pdf.ts';

/**
 * A published set as a PDF: `paper` (the questions) or `answers` (the paper, then the answer key with
 * explanations). First who may have it (notes/policy.ts, told which variant was asked), then the
 * PDF itself (render-set-pdf.ts: cached by content, rendered off the event loop).
 */
export async function setPdfFile(
  d: Deps,
  pdfs: PdfMaker,
  viewer: Viewer,
  slug: string,
  language: SetPdfLanguage,
  variant: SetPdfVariant,
): Promise<PdfFile> {
  // findSet answers 404 for an unpublished set; the policy states the rule on its own as well.
  const { set, series } = await findSet(d, slug, false);
  assertSetDownloadable(set, solutionWindowOf(set), d.clock());
  if (variant === 'answers') {
    const held = await d.db
      .select({ id: setQuestions.questionId })
      .from(setQuestions)
      .where(eq(setQuestions.setId, set.id));
    const ids = held.map((r) => r.id);
    assertAnswersOpen(variant, await sealsOf(d.db, viewer.id, ids, d.clock()));
  }
  const languages = pdfLanguages(set.languages, language);
  return renderSetPdf(d, pdfs, { set, series, language, languages, variant }, viewer.id);
}
