import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type BankQuestion,
  isSubjectKey,
  noteFileName,
  noteFrontMatterSchema,
  notePracticeCount,
  type StudyNote,
} from '@abhyas/core';
import { lexer, type Token, type Tokens } from 'marked';
import { parse as parseYaml } from 'yaml';

const devanagari = /[\u0900-\u097F]/;
const frontMatter = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/;

/** Every token of a Markdown body, nested ones included (lists inside blockquotes, say). */
function allTokens(tokens: Token[]): Token[] {
  return tokens.flatMap((t) => [t, ...('tokens' in t && t.tokens ? allTokens(t.tokens) : [])]);
}

/** One note file's front matter and body, or what is wrong with it. */
function readNoteFile(path: string, lang: 'hi' | 'en') {
  const text = readFileSync(path, 'utf8').replace(/\r\n/g, '\n');
  const match = frontMatter.exec(text);
  if (!match) return { problems: ['no front matter (--- title/summary --- at the top)'] };
  let meta: unknown;
  try {
    meta = parseYaml(match[1] ?? '');
  } catch (error) {
    return { problems: [`front matter is not YAML: ${(error as Error).message.split('\n')[0]}`] };
  }
  const parsed = noteFrontMatterSchema.safeParse(meta);
  if (!parsed.success)
    return { problems: parsed.error.issues.map((i) => `front matter ${i.path.join('.')}: ${i.message}`) };
  const body = (match[2] ?? '').trim();
  const tokens = allTokens(lexer(body));
  const problems: string[] = [];
  if (!tokens.some((t) => t.type === 'heading' && (t as Tokens.Heading).depth === 2))
    problems.push('no "## " heading');
  if (tokens.some((t) => t.type === 'heading' && (t as Tokens.Heading).depth === 1))
    problems.push('a "# " heading: the title is shown separately, start at "## "');
  if (!tokens.some((t) => t.type === 'list')) problems.push('no list');
  if (!tokens.some((t) => t.type === 'table')) problems.push('no table');
  if (tokens.some((t) => t.type === 'html')) problems.push('HTML is not allowed in notes');
  if (tokens.some((t) => t.type === 'image' || t.type === 'link'))
    problems.push('no links or images in notes');
  const words = body.split(/\s+/).length;
  if (words < 150) problems.push(`only ${words} words`);
  if (lang === 'hi' && (!devanagari.test(parsed.data.title) || !devanagari.test(body)))
    problems.push('the Hindi note is not in Devanagari');
  return { problems, meta: parsed.data, body };
}

/**
 * Reads and checks every note below `dir`: each note in both languages, the same topic in both, names
 * in the `NN-slug.lang.md` form, subject folders from the dictionary. Returns the notes and problems.
 */
export function readNotes(dir: string): {
  notes: StudyNote[];
  problems: { file: string; problems: string[] }[];
} {
  const notes: StudyNote[] = [];
  const problems: { file: string; problems: string[] }[] = [];
  if (!existsSync(dir)) return { notes, problems };
  for (const subject of readdirSync(dir).sort()) {
    if (!isSubjectKey(subject)) {
      problems.push({ file: subject, problems: ['not a subject of the dictionary'] });
      continue;
    }
    const pairs = new Map<string, Partial<Record<'hi' | 'en', string>>>();
    for (const name of readdirSync(join(dir, subject)).sort()) {
      const match = noteFileName.exec(name);
      if (!match) {
        problems.push({
          file: `${subject}/${name}`,
          problems: ['name must be NN-slug.hi.md or NN-slug.en.md'],
        });
        continue;
      }
      const key = `${match[1]}-${match[2]}`;
      pairs.set(key, { ...pairs.get(key), [match[3] as 'hi' | 'en']: name });
    }
    for (const [key, files] of pairs) {
      if (!files.hi || !files.en) {
        problems.push({
          file: `${subject}/${key}`,
          problems: [`no ${files.hi ? 'English' : 'Hindi'} version`],
        });
        continue;
      }
      const hi = readNoteFile(join(dir, subject, files.hi), 'hi');
      const en = readNoteFile(join(dir, subject, files.en), 'en');
      if (hi.meta?.practice)
        hi.problems.push('practice: belongs in the English file only (the Hindi file shares it)');
      if (hi.problems.length) problems.push({ file: `${subject}/${files.hi}`, problems: hi.problems });
      if (en.problems.length) problems.push({ file: `${subject}/${files.en}`, problems: en.problems });
      if (!hi.meta || !en.meta || hi.problems.length || en.problems.length) continue;
      if (hi.meta.topic !== en.meta.topic) {
        problems.push({ file: `${subject}/${key}`, problems: ['the two languages name different topics'] });
        continue;
      }
      const [order, ...slug] = key.split('-');
      notes.push({
        subject,
        slug: slug.join('-'),
        order: Number(order),
        ...(en.meta.topic ? { topic: en.meta.topic } : {}),
        title: { hi: hi.meta.title, en: en.meta.title },
        summary: { hi: hi.meta.summary, en: en.meta.summary },
        body: { hi: hi.body ?? '', en: en.body ?? '' },
        ...(en.meta.practice ? { practice: en.meta.practice } : {}),
      });
    }
  }
  return { notes, problems };
}

export const checkNotes = (dir: string) => readNotes(dir).problems;

/**
 * Every problem of the notes' practice lists (front matter `practice:`): exactly five references,
 * each naming a bank question (`bank`, by `questionRef`) of the note's subject, none twice, and none in
 * a practice set (`setRefs`: a ranked set's question is sealed for a student until they sit it, so a
 * note takes open stock). By file, as `checkNotes` reports.
 */
export function checkNotePractice(
  notes: readonly StudyNote[],
  bank: ReadonlyMap<string, BankQuestion>,
  setRefs: ReadonlyMap<string, string>,
): { file: string; problems: string[] }[] {
  const found: { file: string; problems: string[] }[] = [];
  for (const note of notes) {
    if (!note.practice) continue;
    const problems: string[] = [];
    if (note.practice.length !== notePracticeCount)
      problems.push(`practice: ${note.practice.length} questions, a note takes exactly ${notePracticeCount}`);
    if (new Set(note.practice).size !== note.practice.length)
      problems.push('practice: a question named twice');
    for (const ref of note.practice) {
      const q = bank.get(ref);
      if (!q) problems.push(`practice: no bank question ${ref}`);
      else if (q.subject !== note.subject)
        problems.push(`practice: ${ref} is a ${q.subject} question, not ${note.subject}`);
      const set = setRefs.get(ref);
      if (set) problems.push(`practice: ${ref} is in the practice set ${set}; take a question in no set`);
    }
    const file = `${note.subject}/${String(note.order).padStart(2, '0')}-${note.slug}.en.md`;
    if (problems.length) found.push({ file, problems });
  }
  return found;
}
