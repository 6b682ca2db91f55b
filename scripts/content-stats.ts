/**
 * Counts what the content folder holds, as the Markdown tables of docs/content.md ("What exists"):
 * bank questions and notes per subject, practice sets per exam with where their questions come
 * from, each topic's authored questions split into the two stocks (in a practice set; reserved for
 * the sets but in none yet, which the server does not load; or open: the rest), and how often a
 * question is used across sets. Run: npm run content:stats
 */
import { join } from 'node:path';
import {
  examKeys,
  generate,
  questionFamilies,
  questionRef,
  subjectKeys,
  subjectName,
  topicKeys,
} from '@abhyas/core';
import { bankByRef, contentRoot, filesIn, loadBank, readJson } from '../content/library.ts';
import { practiceSetRefs } from '../content/live.ts';
import { readNotes } from '../content/notes.ts';
import { isReservedFile, maxSetsPerQuestion } from '../content/set-stock.ts';

const files = loadBank();
const bank = files.flatMap((f) => f.questions);
const { notes } = readNotes(join(contentRoot, 'notes'));
const sets = filesIn(join(contentRoot, 'sets'), '.json').map(
  (name) => readJson(join(contentRoot, 'sets', name)) as { examKey: string; questions: object[] },
);

console.log('| Subject | Bank questions | Notes |\n| --- | ---: | ---: |');
for (const subject of subjectKeys) {
  const q = bank.filter((b) => b.subject === subject).length;
  const n = notes.filter((x) => x.subject === subject).length;
  console.log(`| ${subjectName(subject, 'en')} (${subject}) | ${q} | ${n} |`);
}
console.log(`| **total** | **${bank.length}** | **${notes.length}** |\n`);

console.log('| Exam | Sets | Questions | distinct | from the bank | generated | written in the set |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const key of examKeys) {
  const own = sets.filter((s) => s.examKey === key);
  const entries = own.flatMap((s) => s.questions);
  const refs = entries.filter((e) => 'ref' in e).length;
  const generated = entries.filter((e) => 'generate' in e).length;
  // The same question in both sets of an exam counts once: how much the two sets overlap.
  const distinct = new Set(entries.map((e) => JSON.stringify({ ...e, section: undefined }))).size;
  console.log(
    `| ${key} | ${own.length} | ${entries.length} | ${distinct} | ${refs} | ${generated} | ${entries.length - refs - generated} |`,
  );
}

// The two stocks by topic: a set's question is sealed for a student until they sit it, so what a
// new student can practise in quizzes, the bank and cards is the open stock.
const setDir = join(contentRoot, 'sets');
const inSets = practiceSetRefs(
  filesIn(setDir, '.json').map((name) => ({ name, raw: readJson(join(setDir, name)) })),
  bankByRef(files),
);
const reserved = new Set(
  files.filter((f) => isReservedFile(f.name)).flatMap((f) => f.questions.map((q) => questionRef(q.text.en))),
);
const stockOf = (q: { text: { en: string } }) => {
  const ref = questionRef(q.text.en);
  return inSets.has(ref) ? 'sealed' : reserved.has(ref) ? 'held' : 'open';
};
const row = (label: string, own: typeof bank) => {
  const n = (stock: string) => own.filter((q) => stockOf(q) === stock).length;
  return `| ${label} | ${own.length} | ${n('sealed')} | ${n('held')} | ${n('open')} |`;
};
console.log(
  '\n| Topic | Authored | in sets | reserved, in no set yet | open |\n| --- | ---: | ---: | ---: | ---: |',
);
for (const topic of topicKeys) {
  const own = bank.filter((q) => q.topic === topic);
  if (own.length > 0) console.log(row(`${subjectName(topic, 'en')} (${topic})`, own));
}
// Questions whose topic is their subject (general science, say) are counted in the total only.
console.log(row('**every topic and subject**', bank));

// Reuse: in how many sets each question (bank, generated or written) stands. The first two sets of
// each exam predate the limit of three; sets 3 and 4 may not add a fourth use (content/set-stock.ts).
const setFiles = filesIn(setDir, '.json').map((name) => ({ name, raw: readJson(join(setDir, name)) }));
const holders = new Map<string, number>();
for (const { name, raw } of setFiles)
  for (const [ref, holder] of practiceSetRefs([{ name, raw }], bankByRef(files)))
    if (holder === name) holders.set(ref, (holders.get(ref) ?? 0) + 1);
const byUses = new Map<number, number>();
for (const n of holders.values()) byUses.set(n, (byUses.get(n) ?? 0) + 1);
console.log(`\n| Sets a question is in | Questions |\n| ---: | ---: |`);
for (const n of [...byUses.keys()].sort((a, b) => a - b))
  console.log(
    `| ${n}${n > maxSetsPerQuestion ? ' (over the limit, sets 1-2 only)' : ''} | ${byUses.get(n)} |`,
  );

// Variety of the generated families (issue 21: at least 500 distinct questions each): how many
// different questions (by English text) 2,000 seeds give.
console.log('\n| Generated family | Topic | Distinct questions in 2,000 seeds |\n| --- | --- | ---: |');
for (const family of questionFamilies) {
  const texts = new Set(Array.from({ length: 2000 }, (_, i) => generate(family, i + 1).text.en));
  console.log(`| ${family.key} | ${family.subject}/${family.topic} | ${texts.size} |`);
}
