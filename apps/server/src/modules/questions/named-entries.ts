import { type BankQuestion, expandSetEntries, type QuestionInput } from '@abhyas/core';
import { bankByRef, loadBank } from '../../../../../content/library.ts';

/**
 * A JSON import may name questions as the repository's set files do: `{ section, ref }` for a
 * question of the repository's bank, `{ section, generate, seed }` for a generated one. So a set file
 * from content/sets imports through the admin screen exactly as the seeder loads it.
 */
let bank: Map<string, BankQuestion> | undefined;

export type NamedEntry = { question: QuestionInput } | { field: string; rule: string } | undefined;

/** The question a named entry stands for, the issue when it names nothing, or undefined when the
 * value is not a named entry at all (a written-out question). */
export function expandNamedEntry(value: unknown): NamedEntry {
  if (typeof value !== 'object' || value === null) return undefined;
  const field = 'ref' in value ? 'ref' : 'generate' in value ? 'generate' : undefined;
  if (!field) return undefined;
  bank ??= bankByRef(loadBank());
  const [question] = expandSetEntries([value], bank).questions;
  return question ? { question } : { field, rule: 'validation.question.namedUnknown' };
}
