import { basename } from 'node:path';
import { type BankQuestion, expandSetEntries, questionRef, readChart, setFileSchema } from '@abhyas/core';

/**
 * The two stocks in the practice sets (issue 21, docs/content.md "Two stocks"): a question may sit in
 * at most three sets across exams (every set: the first two sets of each exam, built before the
 * limit, were brought under it by scripts/rebalance-sets.ts), and a full mock numbered above two
 * (`<exam>-mock-3`, `-4`) takes no question from the open stock: each of its bank questions is
 * reserved (a `reserved-*.json` bank file) or already sealed by another set.
 */
export const maxSetsPerQuestion = 3;
export const openStockSets = 2;

/** A bank file of the reserved stock (`<subject>/reserved-*.json`): written for the sets. */
export const isReservedFile = (name: string) => basename(name).startsWith('reserved-');

const mockNumber = (slug: string) => Number(/-mock-(\d+)$/.exec(slug)?.[1] ?? 0);

/** A charted question's chart (its text without the question line), or undefined. */
const chartOf = (text: string) => (readChart(text) ? text.split('\n').slice(0, -1).join('\n') : undefined);

/** Every problem of the sets' use of the two stocks, by set file. */
export function checkSetStocks(
  setFiles: readonly { name: string; raw: unknown }[],
  bank: ReadonlyMap<string, BankQuestion>,
  reserved: ReadonlySet<string>,
): { file: string; problems: string[] }[] {
  const sets = setFiles.flatMap(({ name, raw }) => {
    const parsed = setFileSchema.safeParse(raw);
    if (!parsed.success) return [];
    const expanded = expandSetEntries(parsed.data.questions, bank).questions;
    const refs = expanded.map((q) => questionRef(q.text.en));
    // A chart's questions are held together as a passage's are: the chart is their shared passage.
    const shared = expanded.map((q) => q.passage?.en ?? chartOf(q.text.en));
    return [{ name, slug: parsed.data.set.slug, refs, passages: shared }];
  });
  const setsOf = new Map<string, string[]>();
  for (const set of sets) for (const ref of set.refs) setsOf.set(ref, [...(setsOf.get(ref) ?? []), set.slug]);
  const found: { file: string; problems: string[] }[] = [];
  for (const set of sets) {
    const problems: string[] = [];
    // A passage's questions stand together, as the hall and the PDF show the passage once above them.
    const seenPassages = new Set<string>();
    set.passages.forEach((p, i) => {
      if (p === undefined || p === set.passages[i - 1]) return;
      if (seenPassages.has(p))
        problems.push(`question ${i + 1} is apart from the other questions of its passage or chart`);
      seenPassages.add(p);
    });
    // The sets of one exam sharing no question is content-files.test.ts's check.
    const judged = mockNumber(set.slug) > openStockSets;
    for (const [i, ref] of set.refs.entries()) {
      const holders = setsOf.get(ref) ?? [];
      if (holders.length > maxSetsPerQuestion)
        problems.push(`question ${i + 1} (${ref}) is in ${holders.length} sets: ${holders.join(', ')}`);
      if (judged && bank.has(ref) && !reserved.has(ref) && holders.length < 2)
        problems.push(`question ${i + 1} (${ref}) comes from the open stock: take a reserved one`);
    }
    if (problems.length) found.push({ file: `sets/${set.name}`, problems });
  }
  return found;
}

/**
 * The bank as the server loads it: a reserved question that no set names yet stays in the repository,
 * secret like a live paper, so a student never meets it in the bank, a quiz or a card before a set
 * takes it (and seals it). `setRefs`: every `ref` the set files name.
 */
export function loadableBank<F extends { name: string; questions: readonly BankQuestion[] }>(
  files: readonly F[],
  setRefs: ReadonlySet<string>,
): F[] {
  return files.map((f) =>
    isReservedFile(f.name)
      ? { ...f, questions: f.questions.filter((q) => setRefs.has(questionRef(q.text.en))) }
      : f,
  );
}

/** Every bank reference the set files of a folder name. */
export function namedRefs(sets: readonly { questions?: readonly { ref?: string }[] }[]): Set<string> {
  return new Set(sets.flatMap((s) => (s.questions ?? []).flatMap((q) => (q.ref ? [q.ref] : []))));
}
