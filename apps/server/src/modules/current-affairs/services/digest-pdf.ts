import { dayInWords, indianDayOf, monthInWords, type SetPdfLanguage } from '@abhyas/core';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import { sealsOf } from '../../exams/sealing.ts';
import { type PdfMaker, pdfVersion } from '../../notes/pdf/pdf-maker.ts';
import type { SetPdfInput } from '../../notes/pdf/set-pdf.ts';
import { pdfFileName } from '../../notes/presenter.ts';
import type { PdfFile } from '../../notes/services/note-pdf.ts';

interface DigestRow {
  id: string;
  day: string;
  text_hi: string;
  text_en: string;
  options: { hi: string; en: string }[];
  correct_option: number;
  explanation_hi: string;
  explanation_en: string;
  image_url: string | null;
}

/**
 * A month's current affairs as one PDF: each published day up to today is a section, its questions
 * followed by the key and explanations (set-pdf.ts's "answers" layout). A question sealed for the
 * viewer (put in a ranked set they have not sat since it was published) is left out, so the PDF is
 * per what it prints: viewers who see the same questions share one file (pdf-maker.ts).
 */
export async function digestPdf(
  d: Deps,
  pdfs: PdfMaker,
  userId: string,
  month: string,
  language: SetPdfLanguage,
): Promise<PdfFile> {
  const now = d.clock();
  const first = `${month}-01`;
  const all = rowsOf<DigestRow>(
    await d.db.execute(sql`select q.id::text as id, c.day::text as day, q.text_hi, q.text_en, q.options,
        q.correct_option, q.explanation_hi, q.explanation_en, q.image_url
      from current_affairs_questions c join questions q on q.id = c.question_id
      where c.day >= ${first}::date and c.day < ${first}::date + interval '1 month'
        and c.day <= ${indianDayOf(now)}::date
      order by c.day, c.position`),
  );
  const seals = await sealsOf(
    d.db,
    userId,
    all.map((r) => r.id),
    now,
  );
  const rows = all.filter((r) => !seals.has(r.id));
  if (rows.length === 0) throw notFound('No current affairs were published in this month');
  const days = [...new Set(rows.map((r) => r.day))];
  const input: SetPdfInput = {
    title: {
      hi: `समसामयिकी — ${monthInWords(month, 'hi')}`,
      en: `Current affairs — ${monthInWords(month, 'en')}`,
    },
    seriesTitle: { hi: 'अभ्यास: दैनिक समसामयिकी प्रश्नोत्तरी', en: 'Abhyas: daily current-affairs quiz' },
    sectionNames: days.map((day) => ({ hi: dayInWords(day, 'hi'), en: dayInWords(day, 'en') })),
    languages: language === 'both' ? ['hi', 'en'] : [language],
    variant: 'answers',
    headEverySection: true,
    questions: rows.map((r, i) => ({
      position: i + 1,
      section: days.indexOf(r.day),
      text: { hi: r.text_hi, en: r.text_en },
      options: r.options,
      correctOption: Number(r.correct_option),
      explanation: { hi: r.explanation_hi, en: r.explanation_en },
      hasImage: r.image_url !== null,
    })),
  };
  const body = await pdfs.file(
    `ca-digest-${month}-${language}`,
    pdfVersion(input),
    () => ({ kind: 'set', input }),
    userId,
  );
  return { fileName: pdfFileName('abhyas', 'current-affairs', month, language), body };
}
