import type { NoteDetail, NoteLanguage, NoteParams } from '@abhyas/core';
import { and, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { questions } from '../../../db/schema/index.ts';
import { notSealedFor } from '../../exams/sealing.ts';
import { findNote, practiceTextKeys } from '../catalogue.ts';
import { noteHtml } from '../markdown.ts';
import { presentNoteDetail, presentPracticeQuestion } from '../presenter.ts';

/** Rendered once per note and language: the files do not change while the process runs. */
const rendered = new Map<string, string>();

/**
 * Whom the sealing rule sees for a visitor: a student who has sat no set. For them every question of a
 * published ranked set is sealed, as are draft-only questions and today's and coming Problems of the
 * Day, so a visitor sees only open stock (docs/honest-ranks.md).
 */
const nobody = '00000000-0000-0000-0000-000000000000';

/**
 * One note in one language, with its practice questions as the bank's rows (by `text_key`), in the
 * list's order, leaving out any sealed for the reader (`viewerId`, or null for a visitor).
 */
export async function readNote(
  db: Db,
  params: NoteParams,
  language: NoteLanguage,
  viewerId: string | null,
  now = new Date(),
): Promise<NoteDetail> {
  const note = findNote(params);
  const key = `${note.subject}/${note.slug}.${language}`;
  let html = rendered.get(key);
  if (html === undefined) {
    html = noteHtml(note.body[language]);
    rendered.set(key, html);
  }
  const keys = practiceTextKeys(note);
  const rows = keys.length
    ? await db
        .select({
          id: questions.id,
          textHi: questions.textHi,
          textEn: questions.textEn,
          textKey: questions.textKey,
        })
        .from(questions)
        .where(
          and(
            inArray(questions.textKey, keys),
            isNull(questions.organizationId),
            notSealedFor(questions.id, viewerId ?? nobody, now),
          ),
        )
    : [];
  const byKey = new Map(rows.map((r) => [r.textKey, r]));
  const practice = keys.flatMap((k) => {
    const row = byKey.get(k);
    return row ? [presentPracticeQuestion(row, language)] : [];
  });
  return presentNoteDetail(note, language, html, practice);
}
