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
 * PDFs made lately, by set, language and the last change to the set or any of its questions (a key
 * correction changes a question, not the set, so the stamp covers both): a set downloaded again costs
 * one query instead of a second of CPU. A handful only; the oldest goes first.
 */
const recent = new Map<string, Promise<Buffer>>();
const RECENT_MAX = 16;

/** A published set with its answers and explanations as a PDF. */
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
      updatedAt: questions.updatedAt,
    })
    .from(setQuestions)
    .innerJoin(questions, eq(questions.id, setQuestions.questionId))
    .where(eq(setQuestions.setId, set.id))
    .orderBy(asc(setQuestions.position));
  const stamp = Math.max(set.updatedAt.getTime(), ...rows.map((r) => r.updatedAt.getTime()));
  // The keys themselves are part of it too, so a correction that left a timestamp alone still shows.
  const key = `${set.id}:${language}:${stamp}:${rows.map((r) => `${r.position}=${r.correctOption}`).join(',')}`;
  const made = recent.get(key);
  if (made) return { fileName: pdfFileName('abhyas', set.slug, language), body: await made };
  const body = setPdf({
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
  recent.set(key, body);
  body.catch(() => recent.delete(key));
  for (const old of recent.keys()) if (recent.size > RECENT_MAX) recent.delete(old);
  return { fileName: pdfFileName('abhyas', set.slug, language), body: await body };
}
