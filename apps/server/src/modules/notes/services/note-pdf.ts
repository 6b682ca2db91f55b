import { type NoteLanguage, type NoteParams, subjectName } from '@abhyas/core';
import { findNote } from '../catalogue.ts';
import type { PdfMaker } from '../pdf/pdf-maker.ts';
import { pdfFileName } from '../presenter.ts';

export interface PdfFile {
  fileName: string;
  body: Buffer;
}

/**
 * Made once per note and language, in a render worker, and kept in memory (the notes change only with
 * a release; 190 PDFs of ~60 KB at most). The promise is kept, so simultaneous first requests share
 * one rendering. Notes are public, so there is no user to limit: the render queue's bound holds, and
 * there are only 190 PDFs to make per process.
 */
const made = new Map<string, Promise<PdfFile>>();

export function notePdfFile(pdfs: PdfMaker, params: NoteParams, language: NoteLanguage): Promise<PdfFile> {
  const note = findNote(params);
  const key = `note-${note.subject}-${note.slug}-${language}`;
  let file = made.get(key);
  if (!file) {
    file = pdfs.renderer
      .render(key, {
        kind: 'note',
        input: {
          title: note.title[language],
          summary: note.summary[language],
          subjectName: subjectName(note.subject, language),
          body: note.body[language],
          language,
        },
      })
      .then((body) => ({ fileName: pdfFileName('abhyas', note.subject, note.slug, language), body }));
    // A failure (a full queue included) is not kept: the next request tries again.
    file.catch(() => made.delete(key));
    made.set(key, file);
  }
  return file;
}
