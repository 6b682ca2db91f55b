import { type NotePdfInput, notePdf } from './note-pdf.ts';
import { type ReportCardPdfInput, reportCardPdf } from './report-card-pdf.ts';
import { type SetPdfInput, setPdf } from './set-pdf.ts';

/** A PDF to make, as posted to a render worker (plain data: it is copied between threads). */
export type RenderJob =
  | { kind: 'set'; input: SetPdfInput }
  | { kind: 'note'; input: NotePdfInput }
  | { kind: 'report-card'; input: ReportCardPdfInput };

/**
 * Runs in a render worker (worker-entry.mjs loads it): lays out and shapes one PDF. Each worker
 * parses the faces once and keeps the words it shaped (fonts.ts), so a warm worker makes a set's PDF
 * at the speed docs/notes.md gives. The bytes go back as a Uint8Array that owns its whole buffer, so
 * the entry (worker-entry.mjs) can move it to the server's thread instead of copying it.
 */
export async function renderPdf(job: RenderJob): Promise<Uint8Array> {
  const body =
    job.kind === 'set'
      ? await setPdf(job.input)
      : job.kind === 'note'
        ? await notePdf(job.input)
        : await reportCardPdf(job.input);
  // A buffer shared with others (Node's pool of small buffers) cannot be moved: copied out first.
  const owned = body.byteOffset === 0 && body.buffer.byteLength === body.byteLength;
  return owned ? new Uint8Array(body.buffer, 0, body.byteLength) : new Uint8Array(body);
}
