import type { AdminSetDetail } from '@abhyas/core';
import { sectionNamesOf } from '@abhyas/core';
import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attempts, practiceSets, questions, setQuestions } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertSectionHasRoom, sectionOf, templateOf } from './policy.ts';
import { presentAdminQuestion, presentSet } from './presenter.ts';

/** The database or a transaction: reads that run either way. */
export type Conn = Db | Tx;

/** Attempts hold question ids: once anyone sat a set, its question list must not be reshuffled. */
export async function setHasAttempts(tx: Tx, setId: string): Promise<boolean> {
  const [row] = await tx.select({ n: count() }).from(attempts).where(eq(attempts.setId, setId));
  return (row?.n ?? 0) > 0;
}

/** Submitted attempts of any set holding the question: their scores depend on its key. */
export async function questionHasSubmittedAttempts(tx: Tx, questionId: string): Promise<boolean> {
  const [row] = await tx
    .select({ n: count() })
    .from(attempts)
    .innerJoin(setQuestions, eq(setQuestions.setId, attempts.setId))
    .where(and(eq(setQuestions.questionId, questionId), eq(attempts.status, 'submitted')));
  return (row?.n ?? 0) > 0;
}

/** How many questions each set holds: the sets of one series, or one set. */
export async function questionCounts(tx: Conn, seriesId?: string, setId?: string) {
  const rows = await tx
    .select({ setId: practiceSets.id, n: count(setQuestions.questionId) })
    .from(practiceSets)
    .leftJoin(setQuestions, eq(setQuestions.setId, practiceSets.id))
    .where(seriesId ? eq(practiceSets.seriesId, seriesId) : setId ? eq(practiceSets.id, setId) : undefined)
    .groupBy(practiceSets.id);
  return new Map(rows.map((r) => [r.setId, r.n]));
}

/** How many questions one section (0-based) of a set holds, not counting `except` (the one being moved). */
export async function sectionCount(tx: Tx, setId: string, section: number, except?: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(setQuestions)
    .where(
      and(
        eq(setQuestions.setId, setId),
        eq(setQuestions.section, section),
        ...(except ? [ne(setQuestions.questionId, except)] : []),
      ),
    );
  return row?.n ?? 0;
}

/** A section number (1-based) the set's template has, with room left (not counting `except`, the question being moved). */
export async function assertRoomInSection(
  tx: Tx,
  examKey: string,
  setId: string,
  section: number,
  except?: string,
) {
  const target = sectionOf(examKey, section);
  assertSectionHasRoom(target, await sectionCount(tx, setId, section - 1, except));
}

/** A platform set for the content admin (an institute's sets are the institute's: docs/institutes.md). */
export async function loadSet(tx: Conn, setId: string) {
  const [set] = await tx
    .select()
    .from(practiceSets)
    .where(and(eq(practiceSets.id, setId), isNull(practiceSets.organizationId)));
  if (!set) throw notFound('No such set');
  return set;
}

/**
 * The set, locked for the rest of the transaction: edits of one set's questions (add, edit, remove,
 * import) take turns. On PostgreSQL two adds at once both read the same last position and the same
 * section count, and one failed on the unique position index as a 500 (22 of 30 parallel adds, seen live).
 */
export async function lockSet(tx: Tx, setId: string) {
  const [set] = await tx
    .select()
    .from(practiceSets)
    .where(and(eq(practiceSets.id, setId), isNull(practiceSets.organizationId)))
    .for('update');
  if (!set) throw notFound('No such set');
  return set;
}

/** Where a question sits in a set; a question the set does not hold is a 404. */
export async function placementOf(tx: Tx, setId: string, questionId: string) {
  const [row] = await tx
    .select()
    .from(setQuestions)
    .where(and(eq(setQuestions.setId, setId), eq(setQuestions.questionId, questionId)));
  if (!row) throw notFound('The question is not in this set');
  return row;
}

/** The set, its template's sections with how many questions each holds, and every question with its key. */
export async function readSet(tx: Conn, setId: string): Promise<AdminSetDetail> {
  const set = await loadSet(tx, setId);
  const rows = await tx
    .select({ q: questions, section: setQuestions.section, position: setQuestions.position })
    .from(setQuestions)
    .innerJoin(questions, eq(questions.id, setQuestions.questionId))
    .where(eq(setQuestions.setId, setId))
    .orderBy(asc(setQuestions.position));
  const template = templateOf(set.examKey);
  const names = sectionNamesOf(template, set.sectionNames);
  return {
    set: presentSet(set, rows.length, template.totalQuestions),
    sections: template.sections.map((s, i) => ({
      section: i + 1,
      name: names[i] ?? { hi: s.sectionNameHi, en: s.sectionName },
      totalQuestions: s.totalQuestions,
      count: rows.filter((r) => r.section === i).length,
    })),
    questions: rows.map((r) => presentAdminQuestion(r.q, r)),
  };
}
