import type { NoteLanguage, NoteList } from '@abhyas/core';
import { allNotes } from '../catalogue.ts';
import { presentNoteSummary } from '../presenter.ts';

/** Every note, by subject and order, in one language: the notes screen groups them by subject and topic. */
export function listNotes(language: NoteLanguage): NoteList {
  return { language, items: allNotes().map((n) => presentNoteSummary(n, language)) };
}
