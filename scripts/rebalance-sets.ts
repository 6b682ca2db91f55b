/**
 * Brings every bank question down to at most three sets across exams (issue 21), by moving the
 * extra uses of an over-used question to questions another set already sealed:
 *
 * - The first two sets of each exam were built before the limit; 498 of their questions sat in four
 *   to six sets. A use past the third (the latest sets first) is replaced in its set by, in turn:
 *   a question of the same subject and topic (the same difficulty when one is free) that already
 *   sits in one or two sets or was written for the sets (the reserved stock); a new generated question
 *   of that topic, where a family makes them; a sealed or reserved question of the same subject. Never one in a set of the same exam, never a
 *   passage's question (passages move whole).
 * - Taking only already-sealed or reserved questions leaves the open stock as it was: no question leaves the bank,
 *   quizzes or cards for this.
 * - A database that has loaded a set keeps its stored questions (the seed leaves existing sets
 *   alone), so students who sat a set keep what they sat; a fresh database gets these files.
 *
 * Run: node --import tsx scripts/rebalance-sets.ts (prints what it moved; idempotent when done).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type BankQuestion,
  expandSetEntries,
  generatedQuestion,
  questionFamilies,
  questionRef,
  setFileSchema,
} from '@abhyas/core';
import { bankByRef, contentRoot, filesIn, loadBank } from '../content/library.ts';
import { isReservedFile, maxSetsPerQuestion } from '../content/set-stock.ts';

const setDir = join(contentRoot, 'sets');
const bankFiles = loadBank();
const bank = bankByRef(bankFiles);
/** The reserved stock (written for the sets): a stand-in from it seals nothing the bank showed. */
const reserved = new Set(
  bankFiles
    .filter((f) => isReservedFile(f.name))
    .flatMap((f) => f.questions.map((q) => questionRef(q.text.en))),
);
const sets = filesIn(setDir, '.json')
  .sort()
  .map((name) => {
    const text = readFileSync(join(setDir, name), 'utf8');
    const file = setFileSchema.parse(JSON.parse(text));
    // Entries are checked when expanded (below); here only their bank references matter.
    const refs = (file.questions as { ref?: string }[]).flatMap((q) => (q.ref ? [q.ref] : []));
    return { name, text, exam: file.examKey, slug: file.set.slug, refs: new Set(refs) };
  });
/** Every question text any set holds (bank, generated or written in the file), by reference. */
const inSomeSet = new Set(
  filesIn(setDir, '.json').flatMap((name) => {
    const file = setFileSchema.parse(JSON.parse(readFileSync(join(setDir, name), 'utf8')));
    return expandSetEntries(file.questions, bank).questions.map((q) => questionRef(q.text.en));
  }),
);

const holders = new Map<string, typeof sets>();
for (const set of sets) for (const ref of set.refs) holders.set(ref, [...(holders.get(ref) ?? []), set]);
const examsOf = (ref: string) => new Set((holders.get(ref) ?? []).map((s) => s.exam));
const mockNumber = (slug: string) => Number(/-mock-(\d+)$/.exec(slug)?.[1] ?? 0);

type Set_ = (typeof sets)[number];
/** FNV-1a: seeds that depend only on names, so a rerun picks the same ones. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** A sealed or reserved bank question to stand in for `q` in `set`, with room for one more use. */
function sealedStandIn(q: BankQuestion, set: Set_, sameTopic: boolean): string | undefined {
  let best: { ref: string; score: number } | undefined;
  for (const [ref, c] of bank) {
    const uses = holders.get(ref)?.length ?? 0;
    if ((uses < 1 && !reserved.has(ref)) || uses >= maxSetsPerQuestion || c.subject !== q.subject) continue;
    if ((sameTopic && c.topic !== q.topic) || c.passage || set.refs.has(ref) || examsOf(ref).has(set.exam))
      continue;
    // The same topic, then the same difficulty, then a question already sealed (so the reserved stock
    // lasts), then the one with the most room left.
    const score =
      (c.topic === q.topic ? 1000 : 0) +
      (c.difficulty === q.difficulty ? 100 : 0) +
      (uses > 0 ? 10 : 0) +
      (maxSetsPerQuestion - uses);
    if (!best || score > best.score) best = { ref, score };
  }
  return best?.ref;
}

/** A generated question of the same topic that no set holds yet, as a set entry's fields. */
function generatedStandIn(q: BankQuestion, set: Set_, ref: string): string | undefined {
  const families = questionFamilies.filter((f) => f.subject === q.subject && f.topic === q.topic);
  for (let k = 0; families.length > 0 && k < 50; k += 1) {
    const family = families[k % families.length]?.key ?? '';
    const seed = hash(`rebalance:${set.slug}:${ref}:${k}`) & 0x7fffffff;
    const made = questionRef(generatedQuestion(family, seed, 1).text.en);
    if (inSomeSet.has(made)) continue;
    inSomeSet.add(made);
    return `"generate": "${family}", "seed": ${seed}`;
  }
  return undefined;
}

let moved = 0;
const stuck: string[] = [];
const overUsed = [...holders.entries()].filter(([, h]) => h.length > maxSetsPerQuestion).map(([ref]) => ref);
for (const ref of overUsed.sort()) {
  const q = bank.get(ref);
  const held = holders.get(ref) ?? [];
  if (!q || q.passage) {
    stuck.push(`${ref}: ${q ? 'a passage question' : 'not a bank question'} in ${held.length} sets`);
    continue;
  }
  // Keep the earliest sets' uses (set 1 of an exam before set 2); move the rest.
  const order = [...held].sort(
    (a, b) => mockNumber(a.slug) - mockNumber(b.slug) || a.name.localeCompare(b.name),
  );
  for (const set of order.slice(maxSetsPerQuestion)) {
    const sealed = sealedStandIn(q, set, true);
    const entry = sealed ? undefined : generatedStandIn(q, set, ref);
    const other = sealed ?? (entry ? undefined : sealedStandIn(q, set, false));
    if (!other && !entry) {
      stuck.push(
        `${ref} (${q.subject}/${q.topic}) in ${set.slug}: no sealed question of its subject is free`,
      );
      continue;
    }
    set.text = set.text.replace(`"ref": "${ref}"`, entry ?? `"ref": "${other}"`);
    set.refs.delete(ref);
    holders.set(
      ref,
      (holders.get(ref) ?? []).filter((s) => s !== set),
    );
    if (other) {
      set.refs.add(other);
      holders.set(other, [...(holders.get(other) ?? []), set]);
    }
    moved += 1;
  }
}
for (const set of sets) writeFileSync(join(setDir, set.name), set.text);
console.log(`moved ${moved} uses of ${overUsed.length} over-used questions`);
for (const s of stuck) console.log(`left: ${s}`);
