import { type BankQuestion, expiryOf, normaliseText, type QuestionInput, type SetFile } from '@abhyas/core';
import { eq, inArray, sql } from 'drizzle-orm';
import { examSeries, practiceSets, questions, setQuestions } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { differsFromBank } from './refusals.ts';

/**
 * The key a question is stored once under: its normalised English text, and for an institute's own
 * question the institute's id before it. So the platform's bank and each institute's questions are
 * separate worlds: an institute's import never reuses (nor edits) a platform question or another
 * institute's, and the platform never reuses an institute's. `normaliseText` turns punctuation into
 * spaces, so a platform key never holds the ':' that starts an institute's.
 */
export const textKeyOf = (textEn: string, organizationId: string | null = null): string =>
  organizationId ? `${organizationId}:${normaliseText(textEn)}` : normaliseText(textEn);

/** The question bank row for one validated input (an institute's when `organizationId` is set). */
export function questionRow(q: BankQuestion, organizationId: string | null = null) {
  return {
    organizationId,
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
    passage: q.passage ?? null,
    // Current affairs: the fact's date, and the expiry stored whole so a quiz's draw compares a column.
    factDate: q.factDate ?? null,
    expiresOn: q.factDate ? expiryOf(q.factDate, q.expiresOn) : null,
    textKey: textKeyOf(q.text.en, organizationId),
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

/** The bank rows whose normalised text is one of `keys`: what an input would reuse. */
async function bankRowsByKey(tx: Tx, keys: readonly string[]) {
  const rows = await tx
    .select({
      id: questions.id,
      textKey: questions.textKey,
      options: questions.options,
      correctOption: questions.correctOption,
      textHi: questions.textHi,
    })
    .from(questions)
    .where(inArray(questions.textKey, [...new Set(keys)]));
  return new Map(rows.map((r) => [r.textKey, r]));
}

function conflictsWith(
  byKey: Awaited<ReturnType<typeof bankRowsByKey>>,
  inputs: readonly BankQuestion[],
  organizationId: string | null,
): Set<string> {
  return new Set(
    inputs
      .map((q) => textKeyOf(q.text.en, organizationId))
      .filter((key, i) => {
        const row = byKey.get(key);
        const input = inputs[i];
        return row && input && !sameQuestion(row, input);
      }),
  );
}

/** Bank questions with the same normalised text as an input but different options, key or Hindi. */
export async function conflictingBankQuestions(
  tx: Tx,
  inputs: readonly BankQuestion[],
  organizationId: string | null = null,
): Promise<Set<string>> {
  if (inputs.length === 0) return new Set();
  return conflictsWith(
    await bankRowsByKey(
      tx,
      inputs.map((q) => textKeyOf(q.text.en, organizationId)),
    ),
    inputs,
    organizationId,
  );
}

/**
 * Adds validated questions to the bank (a question already there, by normalised text, is reused, not
 * duplicated) and returns their ids in input order. Reusing a bank question whose options or key
 * differ would silently drop what the author wrote, so that is refused: the import reports it row by
 * row first (testUpload.rules.differsFromBank), and the seeder stops with the question's text.
 * Only questions the bank lacks are inserted (a set of bank questions costs one read).
 */
export async function storeQuestions(
  tx: Tx,
  inputs: readonly BankQuestion[],
  organizationId: string | null = null,
  /**
   * The content seeder's leniency: a stored question whose file now words its stem or options
   * differently (a typo fixed after the database was loaded, or an admin's edit of the stored one)
   * keeps its stored version, and its key goes to `kept`; a different key is still refused.
   */
  keepReworded?: { kept: string[] },
): Promise<string[]> {
  if (inputs.length === 0) return [];
  const keys = inputs.map((q) => textKeyOf(q.text.en, organizationId));
  const known = await bankRowsByKey(tx, keys);
  const conflicts = conflictsWith(known, inputs, organizationId);
  if (keepReworded) {
    const inputOf = new Map(inputs.map((q, i) => [keys[i], q]));
    for (const key of conflicts) {
      const row = known.get(key);
      const q = inputOf.get(key);
      // The same key and number of options: only the wording differs, so the stored version stands.
      if (row && q && row.correctOption === q.answer - 1 && row.options.length === q.options.length) {
        keepReworded.kept.push(key);
        conflicts.delete(key);
      }
    }
  }
  // A refusal, not a crash: another transaction may have stored the stem since the caller checked.
  if (conflicts.size > 0) throw differsFromBank([...conflicts]);
  const ids = new Map([...known].map(([key, row]) => [key, row.id]));
  const missing = new Map<string, ReturnType<typeof questionRow>>();
  for (const q of inputs) {
    const row = questionRow(q, organizationId);
    if (!ids.has(row.textKey)) missing.set(row.textKey, row);
  }
  if (missing.size > 0) {
    // One import's rows would share the transaction's now(), and "newest first" lists would then show
    // them in random (id) order; a millisecond apart, earliest row newest, they list in file order.
    const inserted = await tx
      .insert(questions)
      .values(
        [...missing.values()].map((row, i) => ({
          ...row,
          createdAt: sql`now() - ${i} * interval '1 millisecond'`,
        })),
      )
      .onConflictDoNothing({ target: questions.textKey })
      .returning({ id: questions.id, textKey: questions.textKey });
    for (const r of inserted) ids.set(r.textKey, r.id);
    // Another transaction may have added one of them meanwhile: read those back.
    const raced = [...missing.keys()].filter((k) => !ids.has(k));
    if (raced.length > 0) for (const [key, row] of await bankRowsByKey(tx, raced)) ids.set(key, row.id);
  }
  return keys.map((k) => {
    const id = ids.get(k);
    if (!id) throw new Error(`question ${k} missing after insert`);
    return id;
  });
}

/** Replaces the questions of a set with `inputs`, numbered in order, each in its input's section. */
export async function replaceSetQuestions(
  tx: Tx,
  setId: string,
  inputs: readonly QuestionInput[],
  keepReworded?: { kept: string[] },
): Promise<void> {
  const ids = await storeQuestions(tx, inputs, null, keepReworded);
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
  keepReworded?: { kept: string[] },
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
      position: file.series.position ?? 0,
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
  await replaceSetQuestions(tx, set.id, inputs, keepReworded);
  return true;
}
