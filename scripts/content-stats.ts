/**
 * Counts what the content folder holds, as the Markdown tables of docs/content.md ("What exists"):
 * bank questions and notes per subject, and practice sets per exam with where their questions come
 * from. Run: node --import tsx scripts/content-stats.ts
 */
import { join } from 'node:path';
import { examKeys, subjectKeys, subjectName } from '@abhyas/core';
import { contentRoot, filesIn, loadBank, readJson } from '../content/library.ts';
import { readNotes } from '../content/notes.ts';

const bank = loadBank().flatMap((f) => f.questions);
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
