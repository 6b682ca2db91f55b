import { join } from 'node:path';
import type { NoteParams, StudyNote } from '@abhyas/core';
import { contentRoot } from '../../../../../content/library.ts';
import { readNotes } from '../../../../../content/notes.ts';
import { notFound } from '../../lib/app-error.ts';

/**
 * The study notes are files in the repository (content/notes, checked in CI by content/check.ts),
 * not rows: they change with a release, so they are read once per process and kept in memory
 * (95 notes in two languages, ~1 MB).
 */
let notes: StudyNote[] | undefined;

export function allNotes(): StudyNote[] {
  if (!notes) {
    const read = readNotes(join(contentRoot, 'notes'));
    // A note with problems is left out by readNotes; CI refuses such a commit, so this is rare.
    notes = read.notes.sort((a, b) => a.subject.localeCompare(b.subject) || a.order - b.order);
  }
  return notes;
}

export function findNote({ subject, slug }: NoteParams): StudyNote {
  const note = allNotes().find((n) => n.subject === subject && n.slug === slug);
  if (!note) throw notFound('No such note');
  return note;
}
