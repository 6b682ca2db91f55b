import { join } from 'node:path';
import {
  type BankQuestion,
  examTemplates,
  expandSetEntries,
  liveKeyOf,
  normaliseText,
  type QuestionInput,
  questionInputSchema,
  questionRef,
  type SetFile,
  sectionNamesOf,
  setFileSchema,
  subjectFitsSection,
} from '@abhyas/core';
import { checkSetFile } from './check.ts';
import { contentRoot, filesIn, readJson } from './files.ts';

/**
 * The reserved stock of live-test papers (issue 20): `content/live/*.json`, each a whole paper in
 * `abhyas-set/1`, every question written out. These questions are secret until a live test's window
 * closes, so they may appear in no bank file, no practice set and no other paper, and the seeder never
 * loads them as practice sets: an admin imports a paper at /test-upload as an unpublished set and
 * schedules it (docs/content.md, "Live papers").
 */
export interface LivePaper {
  /** File name below content/live, e.g. `ugc-net-live-1.json`. */
  name: string;
  file: SetFile;
  questions: QuestionInput[];
}

export const liveDir = (root = contentRoot) => join(root, 'live');

/** The live papers, parsed (throws on a bad file: run the content check first). */
export function loadLivePapers(dir = liveDir()): LivePaper[] {
  return filesIn(dir, '.json').map((name) => {
    const file = setFileSchema.parse(readJson(join(dir, name)));
    const questions = file.questions.map((q) => questionInputSchema.parse(q));
    return { name, file, questions };
  });
}

/** What the live check compares against: every question the public content shows. */
export interface PublicContent {
  /** Normalised English text → where it first appeared (bank and written-out set questions). */
  seen: Map<string, string>;
  /** Bank questions by reference. */
  bank: ReadonlyMap<string, BankQuestion>;
  /** `questionRef` of every question of every practice set (bank, generated or written) → the set. */
  setRefs: ReadonlyMap<string, string>;
  /** Set slugs of content/sets, which a paper may not take. */
  setSlugs: ReadonlySet<string>;
}

/** The `questionRef` of every question of the practice-set files (named ones expanded). */
export function practiceSetRefs(
  files: readonly { name: string; raw: unknown }[],
  bank: ReadonlyMap<string, BankQuestion>,
): Map<string, string> {
  const refs = new Map<string, string>();
  for (const { name, raw } of files) {
    const parsed = setFileSchema.safeParse(raw);
    if (!parsed.success) continue;
    for (const q of expandSetEntries(parsed.data.questions, bank).questions)
      refs.set(questionRef(q.text.en), name);
  }
  return refs;
}

/**
 * Every problem of one live paper: it is a valid set of its template in both languages (section
 * counts, schema, wording, titles), unpublished, of a template a live key uses, every question
 * written out (a `ref` or `generate` entry would name a public question), fitting its section's
 * subjects, and secret: no question's reference is a bank question's, any practice set's or an
 * earlier paper's (`paperRefs`, which this adds to).
 */
export function checkLivePaper(
  raw: unknown,
  name: string,
  content: PublicContent,
  paperRefs: Map<string, string>,
): string[] {
  const parsed = setFileSchema.safeParse(raw);
  if (!parsed.success) return parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  const file = parsed.data;
  const problems = checkSetFile(raw, `live/${name}`, { seen: content.seen, bank: content.bank });
  if (`${file.set.slug}.json` !== name) problems.push(`set.slug ${file.set.slug} is not the file name`);
  if (content.setSlugs.has(file.set.slug)) problems.push(`set.slug ${file.set.slug} is a practice set's`);
  if (file.set.published)
    problems.push('set.published must be false: a live paper stays secret until its test');
  if (!liveKeyOf(file.examKey)) problems.push(`no live key uses the ${file.examKey} template`);
  const languages = [...file.set.languages].sort().join(',');
  if (languages !== 'en,hi') problems.push('set.languages must be hi and en: live tests are bilingual');
  const sections = sectionNamesOf(examTemplates[file.examKey], file.set.sectionNames);
  file.questions.forEach((entry, index) => {
    const n = index + 1;
    const q = questionInputSchema.safeParse(entry);
    if (!q.success) {
      problems.push(`question ${n}: written out in full, never a bank reference or a generated entry`);
      return;
    }
    const section = sections[q.data.section - 1]?.en ?? '';
    if (!subjectFitsSection(q.data.subject, section))
      problems.push(`question ${n}: subject ${q.data.subject} does not fit section ${section}`);
    const ref = questionRef(q.data.text.en);
    const bankQ = content.bank.get(ref);
    if (bankQ && normaliseText(bankQ.text.en) === normaliseText(q.data.text.en))
      problems.push(`question ${n}: it is a bank question (${ref})`);
    const set = content.setRefs.get(ref);
    if (set) problems.push(`question ${n}: it is in the practice set ${set} (${ref})`);
    const other = paperRefs.get(ref);
    if (other) problems.push(`question ${n}: it is in the live paper ${other} (${ref})`);
    else paperRefs.set(ref, name);
  });
  return problems;
}

/** Every problem of the live papers under `dir`, by file; files without problems are left out. */
export function checkLivePapers(dir: string, content: PublicContent): { file: string; problems: string[] }[] {
  const paperRefs = new Map<string, string>();
  return filesIn(dir, '.json')
    .map((name) => ({
      file: `live/${name}`,
      problems: checkLivePaper(readJson(join(dir, name)), name, content, paperRefs),
    }))
    .filter((r) => r.problems.length > 0);
}
