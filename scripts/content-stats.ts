/**
 * Counts what the content folder holds, as the Markdown tables of docs/content.md ("What exists"):
 * bank questions and notes per subject, practice sets per exam with where their questions come
 * from, and each topic's authored questions split into the two stocks (in a practice set, or open:
 * in none). Run: npm run content:stats
 */
import { join } from 'node:path';
import { examKeys, questionRef, subjectKeys, subjectName, topicKeys } from '@abhyas/core';
import { bankByRef, contentRoot, filesIn, loadBank, readJson } from '../content/library.ts';
import { practiceSetRefs } from '../content/live.ts';
import { readNotes } from '../content/notes.ts';

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
console.log('\n| Topic | Authored | in sets | open |\n| --- | ---: | ---: | ---: |');
for (const topic of topicKeys) {
  const own = bank.filter((q) => q.topic === topic);
  if (own.length === 0) continue;
  const sealed = own.filter((q) => inSets.has(questionRef(q.text.en))).length;
  console.log(
    `| ${subjectName(topic, 'en')} (${topic}) | ${own.length} | ${sealed} | ${own.length - sealed} |`,
  );
}
// Questions whose topic is their subject (general science, say) are counted in the total only.
const openStock = bank.filter((q) => !inSets.has(questionRef(q.text.en))).length;
console.log(
  `| **every topic and subject** | **${bank.length}** | **${bank.length - openStock}** | **${openStock}** |`,
);
