import type { Inline } from './mixed-lines.ts';
import { PdfWriter } from './writer.ts';

/**
 * A student's report card as the institute dashboards print it (docs/institutes.md, "Dashboards"):
 * plain data, copied into the render worker. Every text is already in the card's language; the
 * numbers are already formatted (the server's presenter does that, so the worker knows no rules).
 */
export interface ReportCardPdfInput {
  language: 'hi' | 'en';
  /** The document's title and the footer's words. */
  title: string;
  footer: string;
  studentName: string;
  /** Lines under the name: institute, batches, the date it was made. */
  subtitle: string;
  /** The headline figures: label and value. */
  figures: { label: string; value: string }[];
  sections: { heading: string; header: string[]; rows: string[][]; empty: string }[];
  note: string;
}

const plain = (text: string, bold = false): Inline[] => [{ text, bold }];

/** The report card as an A4 PDF: the name, the headline figures, then one table per part. */
export function reportCardPdf(input: ReportCardPdfInput): Promise<Buffer> {
  const w = new PdfWriter(
    { title: `${input.title} · ${input.studentName}`, language: input.language },
    input.footer,
  );
  w.title(input.studentName, input.subtitle);
  w.heading(input.title, 2);
  w.table(input.figures.map((f) => plain(f.label, true)).slice(0, 3), [
    input.figures.map((f) => plain(f.value)).slice(0, 3),
  ]);
  if (input.figures.length > 3)
    w.table(input.figures.map((f) => plain(f.label, true)).slice(3), [
      input.figures.map((f) => plain(f.value)).slice(3),
    ]);
  for (const s of input.sections) {
    w.heading(s.heading, 3);
    if (s.rows.length === 0) w.paragraph(plain(s.empty));
    else
      w.table(
        s.header.map((h) => plain(h, true)),
        s.rows.map((r) => r.map((c) => plain(c))),
      );
  }
  w.rule();
  w.paragraph(plain(input.note));
  return w.finish();
}
