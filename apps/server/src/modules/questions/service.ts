import type { AdminSetDetail, SeriesInput, SeriesPatch, SetInput, SetPatch } from '@abhyas/core';
import { normaliseText, type QuestionInput, sectionNamesOf } from '@abhyas/core';
import { and, asc, count, eq, gt, lt, max, ne, sql } from 'drizzle-orm';
import { examSeries, practiceSets, questions, setQuestions } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { forgetQuestions, forgetSets } from '../attempts/invalidate.ts';
import {
  type Conn,
  conflict,
  invalid,
  isUniqueViolation,
  questionHasSubmittedAttempts,
  setHasAttempts,
  templateOf,
} from './policy.ts';
import { presentAdminQuestion, presentSeries, presentSet } from './presenter.ts';
import { conflictingBankQuestions, questionRow, storeQuestions } from './store.ts';

const slugTaken = () => conflict('This slug is already used', 'slug', 'testUpload.rules.slugTaken');

export async function listSeries(d: Deps) {
  const rows = await d.db
    .select({ series: examSeries, sets: count(practiceSets.id) })
    .from(examSeries)
    .leftJoin(practiceSets, eq(practiceSets.seriesId, examSeries.id))
    .groupBy(examSeries.id)
    .orderBy(asc(examSeries.examKey), asc(examSeries.position), asc(examSeries.titleEn));
  return { items: rows.map((r) => presentSeries(r.series, r.sets)) };
}

export async function createSeries(d: Deps, input: SeriesInput) {
  try {
    const [row] = await d.db
      .insert(examSeries)
      .values({
        slug: input.slug,
        examKey: input.examKey,
        titleHi: input.title.hi,
        titleEn: input.title.en,
        descriptionHi: input.description.hi,
        descriptionEn: input.description.en,
      })
      .returning();
    if (!row) throw new Error('series insert returned nothing');
    return presentSeries(row, 0);
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken();
    throw err;
  }
}

export async function updateSeries(d: Deps, seriesId: string, patch: SeriesPatch) {
  return d.db.transaction(async (tx) => {
    const [current] = await tx.select().from(examSeries).where(eq(examSeries.id, seriesId));
    if (!current) throw notFound('No such series');
    const [sets] = await tx
      .select({ n: count() })
      .from(practiceSets)
      .where(eq(practiceSets.seriesId, seriesId));
    const setCount = sets?.n ?? 0;
    // A set's questions were checked against its exam's template: the exam cannot change under them.
    if (patch.examKey && patch.examKey !== current.examKey && setCount > 0)
      throw conflict('The series already has sets', 'examKey', 'testUpload.rules.examKeyLocked');
    if (patch.slug && patch.slug !== current.slug) {
      const [taken] = await tx
        .select({ id: examSeries.id })
        .from(examSeries)
        .where(eq(examSeries.slug, patch.slug));
      if (taken) throw slugTaken();
    }
    const [row] = await tx
      .update(examSeries)
      .set({
        ...(patch.slug ? { slug: patch.slug } : {}),
        ...(patch.examKey ? { examKey: patch.examKey } : {}),
        ...(patch.title ? { titleHi: patch.title.hi, titleEn: patch.title.en } : {}),
        ...(patch.description
          ? { descriptionHi: patch.description.hi, descriptionEn: patch.description.en }
          : {}),
        updatedAt: d.clock(),
      })
      .where(eq(examSeries.id, seriesId))
      .returning();
    if (!row) throw notFound('No such series');
    return presentSeries(row, setCount);
  });
}

async function questionCounts(tx: Conn, seriesId?: string, setId?: string) {
  const rows = await tx
    .select({ setId: practiceSets.id, n: count(setQuestions.questionId) })
    .from(practiceSets)
    .leftJoin(setQuestions, eq(setQuestions.setId, practiceSets.id))
    .where(seriesId ? eq(practiceSets.seriesId, seriesId) : setId ? eq(practiceSets.id, setId) : undefined)
    .groupBy(practiceSets.id);
  return new Map(rows.map((r) => [r.setId, r.n]));
}

export async function listSets(d: Deps, seriesId: string) {
  const [series] = await d.db
    .select({ id: examSeries.id })
    .from(examSeries)
    .where(eq(examSeries.id, seriesId));
  if (!series) throw notFound('No such series');
  const rows = await d.db
    .select()
    .from(practiceSets)
    .where(eq(practiceSets.seriesId, seriesId))
    .orderBy(asc(practiceSets.position), asc(practiceSets.createdAt));
  const counts = await questionCounts(d.db, seriesId);
  return {
    items: rows.map((r) => presentSet(r, counts.get(r.id) ?? 0, templateOf(r.examKey).totalQuestions)),
  };
}

export async function createSet(d: Deps, input: SetInput) {
  const [series] = await d.db.select().from(examSeries).where(eq(examSeries.id, input.seriesId));
  if (!series) throw notFound('No such series');
  try {
    const [row] = await d.db
      .insert(practiceSets)
      .values({
        slug: input.slug,
        seriesId: series.id,
        examKey: series.examKey,
        titleHi: input.title.hi,
        titleEn: input.title.en,
        languages: input.languages,
        free: input.free,
        published: false,
      })
      .returning();
    if (!row) throw new Error('set insert returned nothing');
    return presentSet(row, 0, templateOf(row.examKey).totalQuestions);
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken();
    throw err;
  }
}

export async function updateSet(d: Deps, setId: string, patch: SetPatch) {
  if (patch.published) {
    // Students must never meet a half-filled mock: a set is published only when it follows its template.
    const set = await loadSet(d.db, setId);
    const counts = await questionCounts(d.db, undefined, setId);
    if ((counts.get(setId) ?? 0) !== templateOf(set.examKey).totalQuestions)
      throw conflict(
        'The set does not have all its questions yet',
        'published',
        'testUpload.rules.setIncomplete',
      );
  }
  try {
    const [row] = await d.db
      .update(practiceSets)
      .set({
        ...(patch.slug ? { slug: patch.slug } : {}),
        ...(patch.title ? { titleHi: patch.title.hi, titleEn: patch.title.en } : {}),
        ...(patch.languages ? { languages: patch.languages } : {}),
        ...(patch.free === undefined ? {} : { free: patch.free }),
        ...(patch.published === undefined ? {} : { published: patch.published }),
        updatedAt: d.clock(),
      })
      .where(eq(practiceSets.id, setId))
      .returning();
    if (!row) throw notFound('No such set');
    // The hall's set cache holds only questions today; forgetting on every set edit keeps the rule
    // ("an edit forgets what it changed") true when it holds more.
    await d.caches.forget({ sets: [setId] });
    const counts = await questionCounts(d.db, undefined, setId);
    return presentSet(row, counts.get(setId) ?? 0, templateOf(row.examKey).totalQuestions);
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken();
    throw err;
  }
}

export async function loadSet(tx: Conn, setId: string) {
  const [set] = await tx.select().from(practiceSets).where(eq(practiceSets.id, setId));
  if (!set) throw notFound('No such set');
  return set;
}

/**
 * The set, locked for the rest of the transaction: edits of one set's questions (add, edit, remove,
 * import) take turns. On PostgreSQL two adds at once both read the same last position and the same
 * section count, and one failed on the unique position index as a 500 (22 of 30 parallel adds, seen live).
 */
export async function lockSet(tx: Tx, setId: string) {
  const [set] = await tx.select().from(practiceSets).where(eq(practiceSets.id, setId)).for('update');
  if (!set) throw notFound('No such set');
  return set;
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

export const getSet = (d: Deps, setId: string) => readSet(d.db, setId);

/** A section number the set's template has, with room left (not counting `except`, the question being moved). */
async function checkSection(tx: Tx, examKey: string, setId: string, section: number, except?: string) {
  const sections = templateOf(examKey).sections;
  const target = sections[section - 1];
  if (!target)
    throw invalid('The exam has no such section', 'section', 'testUpload.rules.sectionBeyondTemplate');
  const [row] = await tx
    .select({ n: count() })
    .from(setQuestions)
    .where(
      and(
        eq(setQuestions.setId, setId),
        eq(setQuestions.section, section - 1),
        ...(except ? [ne(setQuestions.questionId, except)] : []),
      ),
    );
  if ((row?.n ?? 0) >= target.totalQuestions)
    throw conflict('The section is full', 'section', 'testUpload.rules.sectionFull');
}

async function placementOf(tx: Tx, setId: string, questionId: string) {
  const [row] = await tx
    .select()
    .from(setQuestions)
    .where(and(eq(setQuestions.setId, setId), eq(setQuestions.questionId, questionId)));
  if (!row) throw notFound('The question is not in this set');
  return row;
}

const differsFromBank = () =>
  new AppError(422, 'VALIDATION_ERROR', 'The bank has this question with other options or key', {
    field: 'text.en',
    rule: 'testUpload.rules.differsFromBank',
  });
const textInBank = () =>
  conflict('Another question has this text', 'text.en', 'testUpload.rules.duplicateInBank');

/** Adds one question at the end of the set (a bank question with the same text is reused). */
export async function addQuestion(d: Deps, setId: string, input: QuestionInput) {
  const added = await d.db.transaction(async (tx) => {
    const set = await lockSet(tx, setId);
    await checkSection(tx, set.examKey, setId, input.section);
    // The bank keeps one question per stem: the same stem with other options or key is refused as the
    // import refuses it (422, testUpload.rules.differsFromBank), before anything is written.
    if ((await conflictingBankQuestions(tx, [input])).size > 0) throw differsFromBank();
    const [id] = await storeQuestions(tx, [input]);
    if (!id) throw new Error('question store returned nothing');
    // Another set's transaction may have stored this stem with other options since the check above
    // (the store then hands back that question): the same refusal, not its options under our request.
    if ((await conflictingBankQuestions(tx, [input])).size > 0) throw differsFromBank();
    const [already] = await tx
      .select({ id: setQuestions.questionId })
      .from(setQuestions)
      .where(and(eq(setQuestions.setId, setId), eq(setQuestions.questionId, id)));
    if (already)
      throw conflict('The set already has this question', 'text.en', 'testUpload.rules.duplicateInSet');
    const [last] = await tx
      .select({ p: max(setQuestions.position) })
      .from(setQuestions)
      .where(eq(setQuestions.setId, setId));
    const position = (last?.p ?? 0) + 1;
    await tx.insert(setQuestions).values({ setId, questionId: id, section: input.section - 1, position });
    const [row] = await tx.select().from(questions).where(eq(questions.id, id));
    if (!row) throw new Error('question missing after insert');
    return presentAdminQuestion(row, { section: input.section - 1, position });
  });
  return forgetSets(d, [setId], added);
}

/**
 * Edits a bank question (in every set that holds it) and its section in this set. The key of a
 * question that already has submitted attempts changes only through the re-score flow
 * (POST /api/admin/questions/:questionId/answer), which fixes the scores too.
 */
export async function updateQuestion(d: Deps, setId: string, questionId: string, input: QuestionInput) {
  const updated = await d.db.transaction(async (tx) => {
    const set = await lockSet(tx, setId);
    const placement = await placementOf(tx, setId, questionId);
    const [current] = await tx.select().from(questions).where(eq(questions.id, questionId));
    if (!current) throw notFound('No such question');
    if (input.answer - 1 !== current.correctOption && (await questionHasSubmittedAttempts(tx, questionId)))
      throw conflict(
        'The question has submitted attempts: correct its key with POST /api/admin/questions/:questionId/answer',
        'answer',
        'testUpload.rules.answerHasAttempts',
      );
    if (input.section - 1 !== placement.section)
      await checkSection(tx, set.examKey, setId, input.section, questionId);
    const textKey = normaliseText(input.text.en);
    const [twin] = await tx
      .select({ id: questions.id })
      .from(questions)
      .where(and(eq(questions.textKey, textKey), ne(questions.id, questionId)));
    if (twin) throw textInBank();
    // An edit in another set may give its question this text meanwhile: the unique index decides.
    const [row] = await tx
      .update(questions)
      .set({ ...questionRow(input), updatedAt: d.clock() })
      .where(eq(questions.id, questionId))
      .returning()
      .catch((err: unknown) => {
        throw isUniqueViolation(err) ? textInBank() : err;
      });
    if (!row) throw notFound('No such question');
    await tx
      .update(setQuestions)
      .set({ section: input.section - 1 })
      .where(and(eq(setQuestions.setId, setId), eq(setQuestions.questionId, questionId)));
    return presentAdminQuestion(row, { section: input.section - 1, position: placement.position });
  });
  // The bank question is in every set that holds it: the hall shows the edit at once in all of them.
  return forgetQuestions(d, [questionId], updated);
}

/** Takes a question out of a set (it stays in the bank) and closes the gap in the numbering. */
export async function removeQuestion(d: Deps, setId: string, questionId: string) {
  await d.db.transaction(async (tx) => {
    await lockSet(tx, setId);
    const placement = await placementOf(tx, setId, questionId);
    if (await setHasAttempts(tx, setId))
      throw conflict('Students have taken this set', 'set', 'testUpload.rules.setHasAttempts');
    await tx
      .delete(setQuestions)
      .where(and(eq(setQuestions.setId, setId), eq(setQuestions.questionId, questionId)));
    // Two steps through negative numbers: a one-step shift could collide with the unique position index.
    await tx
      .update(setQuestions)
      .set({ position: sql`-${setQuestions.position}` })
      .where(and(eq(setQuestions.setId, setId), gt(setQuestions.position, placement.position)));
    await tx
      .update(setQuestions)
      .set({ position: sql`-${setQuestions.position} - 1` })
      .where(and(eq(setQuestions.setId, setId), lt(setQuestions.position, 0)));
  });
  await forgetSets(d, [setId], undefined);
}
