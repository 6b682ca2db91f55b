import { z } from 'zod';
import { type BankQuestion, normaliseText, type QuestionInput, questionInputSchema } from './contracts.ts';
import { generate, questionFamilies } from './generators/index.ts';

/**
 * A practice-set file may name its questions instead of writing them out: by a reference to a bank
 * question, or by a generated family and seed. The seeder and the content check expand such entries
 * into whole questions (the import format), so an admin's JSON import and the seeder share one path.
 */

/**
 * A short, stable reference to a bank question: FNV-1a (32 bits, hex) of its normalised English
 * text. The text is already unique in the bank, so the reference is too (the check proves it).
 */
export function questionRef(textEn: string): string {
  let hash = 0x811c9dc5;
  for (const unit of new TextEncoder().encode(normaliseText(textEn))) {
    hash ^= unit;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

const section = z.number().int().min(1).max(10);
const familyKeys = questionFamilies.map((f) => f.key) as [string, ...string[]];

export const bankRefEntrySchema = z.object({ section, ref: z.string().regex(/^[0-9a-f]{8}$/) });
export const generatedEntrySchema = z.object({
  section,
  generate: z.enum(familyKeys),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1),
});

export type SetEntry =
  | z.output<typeof bankRefEntrySchema>
  | z.output<typeof generatedEntrySchema>
  | QuestionInput;

/** The question a generated entry stands for, in the import format (its params dropped). */
export function generatedQuestion(family: string, seed: number, at: number): QuestionInput {
  const found = questionFamilies.find((f) => f.key === family);
  if (!found) throw new Error(`unknown question family ${family}`);
  const { params: _params, ...question } = generate(found, seed);
  return { ...question, section: at };
}

/**
 * Expands one set file's question entries into whole questions. `bank` maps references to bank
 * questions. Returns the questions, or the problems (one line each) when any entry is bad.
 */
export function expandSetEntries(
  entries: readonly unknown[],
  bank: ReadonlyMap<string, BankQuestion>,
): { questions: QuestionInput[]; problems: string[] } {
  const questions: QuestionInput[] = [];
  const problems: string[] = [];
  entries.forEach((raw, index) => {
    const where = `question ${index + 1}`;
    const ref = bankRefEntrySchema.safeParse(raw);
    if (ref.success) {
      const found = bank.get(ref.data.ref);
      if (found) questions.push({ ...found, section: ref.data.section });
      else problems.push(`${where}: no bank question ${ref.data.ref}`);
      return;
    }
    const gen = generatedEntrySchema.safeParse(raw);
    if (gen.success) {
      questions.push(generatedQuestion(gen.data.generate, gen.data.seed, gen.data.section));
      return;
    }
    const whole = questionInputSchema.safeParse(raw);
    if (whole.success) questions.push(whole.data);
    else for (const i of whole.error.issues) problems.push(`${where} ${i.path.join('.')}: ${i.message}`);
  });
  return { questions, problems };
}
