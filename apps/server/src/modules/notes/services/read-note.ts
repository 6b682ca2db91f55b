import type { NoteDetail, NoteLanguage, NoteParams } from '@abhyas/core';
import { findNote } from '../catalogue.ts';
import { noteHtml } from '../markdown.ts';
import { presentNoteDetail } from '../presenter.ts';

/** Rendered once per note and language: the files do not change while the process runs. */
const rendered = new Map<string, string>();

export function readNote(params: NoteParams, language: NoteLanguage): NoteDetail {
  const note = findNote(params);
  const key = `${note.subject}/${note.slug}.${language}`;
  let html = rendered.get(key);
  if (html === undefined) {
    html = noteHtml(note.body[language]);
    rendered.set(key, html);
  }
  return presentNoteDetail(note, language, html);
}
