import { type NoteLanguage, type NoteParams, subjectName } from '@abhyas/core';
import { findNote } from '../catalogue.ts';
import { notePdf } from '../pdf/note-pdf.ts';
import { pdfFileName } from '../presenter.ts';

export interface PdfFile {
  fileName: string;
  body: Buffer;
}

/**
 * Made once per note and language and kept (the notes change only with a release; 190 PDFs of
 * ~60 KB at most): a PDF costs tens of milliseconds of CPU, a cached one nothing. The promise is
 * kept, so simultaneous first requests share one rendering.
 */
const made = new Map<string, Promise<PdfFile>>();

export function notePdfFile(params: NoteParams, language: NoteLanguage): Promise<PdfFile> {
  const note = findNote(params);
  const key = `${note.subject}/${note.slug}.${language}`;
  let file = made.get(key);
  if (!file) {
    file = notePdf({
      title: note.title[language],
      summary: note.summary[language],
      subjectName: subjectName(note.subject, language),
      body: note.body[language],
      language,
    }).then((body) => ({ fileName: pdfFileName('abhyas', note.subject, note.slug, language), body }));
    // A failure is not kept: the next request tries again.
    file.catch(() => made.delete(key));
    made.set(key, file);
  }
  return file;
}
