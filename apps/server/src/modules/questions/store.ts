import { type BankQuestion, normaliseText, type QuestionInput, type SetFile } from '@abhyas/core';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { examSeries, practiceSets, questions, setQuestions } from '../../db/schema/index.ts';

/** A transaction or the database: everything here runs inside the caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The question bank row for one validated input. */
export function questionRow(q: BankQuestion) {
  return {
    subject: q.subject,
    topic: q.topic,
    difficulty: q.difficulty,
    textHi: q.text.hi,
    textEn: q.text.en,
    options: q.options,
    correctOption: q.answer - 1,
    explanationHi: q.explanation.hi,
    explanationEn: q.explanation.en,
    imageUrl: q.image ?? null,
    textKey: normaliseText(q.text.en),
  };
}

/** Whether a bank row says the same as an input: same options, same key, same Hindi text. */
export function sameQuestion(
  row: { options: { hi: string; en: string }[]; correctOption: number; textHi: string },
  q: BankQuestion,
): boolean {
  // Compared field by field: jsonb does not keep an object's key order.
  return (
    row.correctOption === q.answer - 1 &&
    row.textHi === q.text.hi &&
    row.options.length === q.options.length &&
    row.options.every((o, i) => o.hi === q.options[i]?.hi && o.en === q.options[i]?.en)
  );
}

/** Bank questions with the same normalised text as an input but different options, key or Hindi. */
export async function conflictingBankQuestions(
  tx: Tx,
  inputs: readonly BankQuestion[],
): Promise<Set<string>> {
  if (inputs.length === 0) return new Set();
  const rows = await tx
    .select({
      textKey: questions.textKey,
      options: questions.options,
      correctOption: questions.correctOption,
      textHi: questions.textHi,
    })
    .from(questions)
    .where(
      inArray(
        questions.textKey,
        inputs.map((q) => normaliseText(q.text.en)),
      ),
    );
  const byKey = new Map(rows.map((r) => [r.textKey, r]));
  return new Set(
    inputs
      .map((q) => normaliseText(q.text.en))
      .filter((key, i) => {
        const row = byKey.get(key);
        const input = inputs[i];
        return row && input && !sameQuestion(row, input);
      }),
  );
}

/**
 * Adds validated questions to the bank (a question already there, by normalised text, is reused, not
 * duplicated) and returns their ids in input order. Reusing a bank question whose options or key
 * differ would silently drop what the author wrote, so that is refused: the import reports it row by
 * row first (testUpload.rules.differsFromBank), and the seeder stops with the question's text.
 */
export async function storeQuestions(tx: Tx, inputs: readonly BankQuestion[]): Promise<string[]> {
  if (inputs.length === 0) return [];
  const conflicts = await conflictingBankQuestions(tx, inputs);
  if (conflicts.size > 0)
    throw new Error(
      `already in the question bank with different options or key: ${[...conflicts].join(' | ')}`,
    );
  const rows = inputs.map(questionRow);
  await tx.insert(questions).values(rows).onConflictDoNothing({ target: questions.textKey });
  const keys = rows.map((r) => r.textKey);
  const found = await tx
    .select({ id: questions.id, textKey: questions.textKey })
    .from(questions)
    .where(inArray(questions.textKey, keys));
  const byKey = new Map(found.map((f) => [f.textKey, f.id]));
  return keys.map((k) => {
    const id = byKey.get(k);
    if (!id) throw new Error(`question ${k} missing after insert`);
    return id;
  });
}

/** Replaces the questions of a set with `inputs`, numbered in order, each in its input's section. */
export async function replaceSetQuestions(
  tx: Tx,
  setId: string,
  inputs: readonly QuestionInput[],
): Promise<void> {
  const ids = await storeQuestions(tx, inputs);
  await tx.delete(setQuestions).where(eq(setQuestions.setId, setId));
  if (ids.length === 0) return;
  await tx.insert(setQuestions).values(
    ids.map((questionId, i) => ({
      setId,
      questionId,
      section: (inputs[i]?.section ?? 1) - 1,
      position: i + 1,
    })),
  );
}

/**
 * Creates a set file's series (when missing) and set with its questions. A set whose slug exists is
 * left untouched, so seeding is idempotent and never overwrites an admin's edits. Returns whether
 * the set was created.
 */
export async function createSetFromFile(
  tx: Tx,
  file: SetFile,
  inputs: readonly QuestionInput[],
): Promise<boolean> {
  const [existing] = await tx
    .select({ id: practiceSets.id })
    .from(practiceSets)
    .where(eq(practiceSets.slug, file.set.slug));
  if (existing) return false;
  await tx
    .insert(examSeries)
    .values({
      slug: file.series.slug,
      examKey: file.examKey,
      titleHi: file.series.title.hi,
      titleEn: file.series.title.en,
      descriptionHi: file.series.description.hi,
      descriptionEn: file.series.description.en,
    })
    .onConflictDoNothing({ target: examSeries.slug });
  const [series] = await tx.select().from(examSeries).where(eq(examSeries.slug, file.series.slug));
  if (!series) throw new Error(`series ${file.series.slug} missing after insert`);
  const [set] = await tx
    .insert(practiceSets)
    .values({
      slug: file.set.slug,
      seriesId: series.id,
      examKey: file.examKey,
      titleHi: file.set.title.hi,
      titleEn: file.set.title.en,
      languages: file.set.languages,
      sectionNames: file.set.sectionNames ?? null,
      free: file.set.free,
      published: file.set.published,
    })
    .returning({ id: practiceSets.id });
  if (!set) throw new Error('set insert returned nothing');
  await replaceSetQuestions(tx, set.id, inputs);
  return true;
}
