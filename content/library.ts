import { basename, dirname, join } from 'node:path';
import {
  type BankQuestion,
  bankQuestionSchema,
  examBlogSchema,
  examInfoCards,
  questionFileSchema,
  questionRef,
  setFileSchema,
} from '@abhyas/core';
import { checkQuestionFile, checkSetFile } from './check.ts';
import { contentRoot, filesIn, readJson } from './files.ts';
import { checkLivePapers, liveDir, practiceSetRefs } from './live.ts';
import { checkNotePractice, readNotes } from './notes.ts';
import { checkSetStocks, isReservedFile } from './set-stock.ts';

export { contentRoot, filesIn, readJson };

export interface BankFile {
  /** Path below content/questions, e.g. `polity/constitution.json`. */
  name: string;
  questions: BankQuestion[];
}

/** The question bank's files, parsed (throws on a bad file: run the content check first). */
export function loadBank(dir = join(contentRoot, 'questions')): BankFile[] {
  return filesIn(dir, '.json').map((name) => ({
    name,
    questions: questionFileSchema
      .parse(readJson(join(dir, name)))
      .questions.map((q) => bankQuestionSchema.parse(q)),
  }));
}

/** Bank questions by their reference, as set files name them. */
export function bankByRef(files: readonly BankFile[]): Map<string, BankQuestion> {
  return new Map(files.flatMap((f) => f.questions.map((q) => [questionRef(q.text.en), q] as const)));
}

/** Every problem of the whole content folder, by file; files without problems are left out. */
export function checkContent(root = contentRoot): { file: string; problems: string[] }[] {
  const found: { file: string; problems: string[] }[] = [];
  const report = (file: string, problems: string[]) => {
    if (problems.length) found.push({ file, problems });
  };
  const seen = new Map<string, string>();
  const bank = new Map<string, BankQuestion>();
  const refs = new Map<string, string>();
  const reserved = new Set<string>();
  const bankDir = join(root, 'questions');
  for (const name of filesIn(bankDir, '.json')) {
    const raw = readJson(join(bankDir, name));
    const problems = checkQuestionFile(raw, basename(dirname(join(bankDir, name))), name, seen);
    report(`questions/${name}`, problems);
    if (problems.length) continue;
    for (const q of questionFileSchema.parse(raw).questions.map((r) => bankQuestionSchema.parse(r))) {
      const ref = questionRef(q.text.en);
      const other = refs.get(ref);
      if (other) report(`questions/${name}`, [`reference ${ref} also names ${other}; reword one`]);
      refs.set(ref, `${name}: ${q.text.en.slice(0, 40)}`);
      bank.set(ref, q);
      if (isReservedFile(name)) reserved.add(ref);
    }
  }
  const generated = new Map<string, string>();
  const setDir = join(root, 'sets');
  const setFiles = filesIn(setDir, '.json').map((name) => ({ name, raw: readJson(join(setDir, name)) }));
  for (const { name, raw } of setFiles)
    report(`sets/${name}`, checkSetFile(raw, `sets/${name}`, { seen, bank, generated }));
  // The reserved live papers: valid for their templates and secret (content/live.ts).
  const setSlugs = new Set(
    setFiles.flatMap(({ raw }) => {
      const parsed = setFileSchema.safeParse(raw);
      return parsed.success ? [parsed.data.set.slug] : [];
    }),
  );
  const setRefs = practiceSetRefs(setFiles, bank);
  found.push(...checkSetStocks(setFiles, bank, reserved));
  for (const { file, problems } of checkLivePapers(liveDir(root), { seen, bank, setRefs, setSlugs }))
    report(file, problems);
  // A generated question may not say what a written one says: the bank keeps one question per text.
  for (const key of generated.keys()) {
    const written = seen.get(key);
    if (written) report('sets', [`a generated question has the text of ${written}: skip its seed`]);
  }
  const notes = readNotes(join(root, 'notes'));
  for (const { file, problems } of notes.problems) report(`notes/${file}`, problems);
  for (const { file, problems } of checkNotePractice(notes.notes, bank, setRefs))
    report(`notes/${file}`, problems);
  for (const [file, problems] of checkExamPages(join(root, 'exams'))) report(`exams/${file}`, problems);
  return found;
}

/** Every exam info card has its page text (content/exams/<id>.json), valid, and no page lacks a card. */
export function checkExamPages(dir: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const files = new Set(filesIn(dir, '.json'));
  for (const card of examInfoCards)
    if (!files.has(`${card.id}.json`))
      found.set(`${card.id}.json`, ['missing: every exam card needs its page']);
  for (const name of files) {
    const parsed = examBlogSchema.safeParse(readJson(join(dir, name)));
    const problems = parsed.success
      ? []
      : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    if (parsed.success && `${parsed.data.id}.json` !== name)
      problems.push(`id ${parsed.data.id} is not the file name`);
    if (parsed.success && !examInfoCards.some((c) => c.id === parsed.data.id))
      problems.push('no exam card has this id');
    if (parsed.success && !/indicative/i.test(parsed.data.dates.en))
      problems.push('dates must say they are indicative');
    if (problems.length) found.set(name, problems);
  }
  return found;
}
