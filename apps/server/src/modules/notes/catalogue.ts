import { join } from 'node:path';
import { type NoteParams, normaliseText, type StudyNote, subjectKeys } from '@abhyas/core';
import { bankByRef, contentRoot, loadBank } from '../../../../../content/library.ts';
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
    // Subjects in the dictionary's order (the spec's, the one every subject list uses), notes by number.
    const rank = (n: StudyNote) => subjectKeys.indexOf(n.subject);
    notes = read.notes.sort((a, b) => rank(a) - rank(b) || a.order - b.order);
  }
  return notes;
}

export function findNote({ subject, slug }: NoteParams): StudyNote {
  const note = allNotes().find((n) => n.subject === subject && n.slug === slug);
  if (!note) throw notFound('No such note');
  return note;
}

/**
 * Each practice reference of every note → its bank row's `text_key`, read from the bank files once. A
 * platform question's key is its normalised English text (`textKeyOf` of questions/store.ts, which
 * notes may not import; the notes-practice test inserts rows through it and finds them).
 */
let practiceKeys: Map<string, string> | undefined;

/**
 * The `text_key`s of a note's practice questions, in its list's order (content front matter
 * `practice:`, references made by `questionRef`; the content check proves each names a bank question).
 */
export function practiceTextKeys(note: StudyNote): string[] {
  if (!note.practice?.length) return [];
  if (!practiceKeys) {
    const wanted = new Set(allNotes().flatMap((n) => n.practice ?? []));
    const bank = bankByRef(loadBank());
    practiceKeys = new Map(
      [...wanted].flatMap((ref) => {
        const q = bank.get(ref);
        return q ? [[ref, normaliseText(q.text.en)] as const] : [];
      }),
    );
  }
  const keys = practiceKeys;
  return note.practice.flatMap((ref) => keys.get(ref) ?? []);
}
