import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type BankQuestion,
  bankQuestionSchema,
  examBlogSchema,
  examInfoCards,
  questionFileSchema,
  questionRef,
} from '@abhyas/core';
import { checkQuestionFile, checkSetFile } from './check.ts';
import { checkNotes } from './notes.ts';

/** The repository's content folder. */
export const contentRoot = fileURLToPath(new URL('./', import.meta.url));

/** Every file below `dir` ending in `ext`, sorted, as paths relative to it. */
export function filesIn(dir: string, ext: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(ext))
    .sort();
}

export const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

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
    }
  }
  const generated = new Map<string, string>();
  const setDir = join(root, 'sets');
  for (const name of filesIn(setDir, '.json'))
    report(
      `sets/${name}`,
      checkSetFile(readJson(join(setDir, name)), `sets/${name}`, { seen, bank, generated }),
    );
  // A generated question may not say what a written one says: the bank keeps one question per text.
  for (const key of generated.keys()) {
    const written = seen.get(key);
    if (written) report('sets', [`a generated question has the text of ${written}: skip its seed`]);
  }
  for (const { file, problems } of checkNotes(join(root, 'notes'))) report(`notes/${file}`, problems);
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
