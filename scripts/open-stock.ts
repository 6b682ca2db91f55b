/**
 * Lists the open stock (bank questions in no practice set: docs/content.md) of one subject, and of
 * one topic when named, with each question's reference and how many notes already list it: what a
 * note's `practice:` list may take (content/notes.ts checkNotePractice).
 * Run: node --import tsx scripts/open-stock.ts <subject> [topic]
 */
import { join } from 'node:path';
import { questionRef } from '@abhyas/core';
import { bankByRef, contentRoot, filesIn, loadBank, readJson } from '../content/library.ts';
import { practiceSetRefs } from '../content/live.ts';
import { readNotes } from '../content/notes.ts';

const [subject, topic] = process.argv.slice(2);
if (!subject) {
  console.error('usage: node --import tsx scripts/open-stock.ts <subject> [topic]');
  process.exit(2);
}
const files = loadBank();
const bank = bankByRef(files);
const setDir = join(contentRoot, 'sets');
const setRefs = practiceSetRefs(
  filesIn(setDir, '.json').map((name) => ({ name, raw: readJson(join(setDir, name)) })),
  bank,
);
const listed = new Map<string, number>();
for (const note of readNotes(join(contentRoot, 'notes')).notes)
  for (const ref of note.practice ?? []) listed.set(ref, (listed.get(ref) ?? 0) + 1);

const open = files
  .flatMap((f) => f.questions.map((q) => ({ q, file: f.name })))
  .filter(({ q }) => q.subject === subject && (!topic || q.topic === topic))
  .filter(({ q }) => !setRefs.has(questionRef(q.text.en)));
console.log(`${open.length} open questions of ${subject}${topic ? `/${topic}` : ''}`);
for (const { q, file } of open) {
  const ref = questionRef(q.text.en);
  const notes = listed.get(ref) ?? 0;
  console.log(
    `'${ref}'\t${q.topic}\t${notes ? `in ${notes} note(s)` : '-'}\t${file}\t${q.text.en.replace(/\n/g, ' / ').slice(0, 110)}`,
  );
}
