import { spawnSync } from 'node:child_process';

/** Debian's poppler-utils (installed by .ci/run); tests that read PDFs skip with a message without it. */
export const hasPdftotext = spawnSync('pdftotext', ['-v']).status === 0;
if (!hasPdftotext) console.warn('pdftotext (poppler-utils) is missing: the PDF text checks are skipped');

/** The text of a PDF as poppler reads it (reading order, one line per line). */
export function pdfText(pdf: Buffer): string {
  const out = spawnSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], {
    input: pdf,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (out.status !== 0) throw new Error(`pdftotext failed: ${out.stderr.toString()}`);
  return out.stdout.toString('utf8');
}

/**
 * Text with its whitespace folded (a line break or a run of spaces is one space) and trimmed: a PDF's
 * text is its source text, character for character (pdf/actual-text.ts), but wraps where the page did.
 */
export const sameSpacing = (text: string) => text.replace(/\s+/g, ' ').trim();
