import { z } from 'zod';
import { subjectKeys, topicKeys } from './subjects.ts';

/**
 * Study notes (content/notes/<subject>/<NN>-<slug>.<hi|en>.md): one Markdown file per language, with
 * front matter. The check and the notes screen read them through these schemas.
 */
export const noteFrontMatterSchema = z
  .object({
    title: z.string().trim().min(3).max(120),
    summary: z.string().trim().min(10).max(300),
    topic: z.enum(topicKeys as [string, ...string[]]).optional(),
    /**
     * Five bank questions to practise after reading, by the reference set files use (`questionRef`):
     * in the English file only (the Hindi file shares it). The content check wants exactly five, each
     * a bank question of the note's subject in no practice set (open stock: docs/notes.md).
     */
    practice: z.array(z.string().regex(/^[0-9a-f]{8}$/, 'a questionRef: eight hex digits')).optional(),
  })
  .strict();
export type NoteFrontMatter = z.output<typeof noteFrontMatterSchema>;

/** `01-fundamental-rights.hi.md` → its order, slug and language. */
export const noteFileName = /^(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.(hi|en)\.md$/;

export interface StudyNote {
  subject: (typeof subjectKeys)[number];
  slug: string;
  order: number;
  topic?: string;
  title: { hi: string; en: string };
  summary: { hi: string; en: string };
  /** Markdown, without the front matter. */
  body: { hi: string; en: string };
  /** The bank references of its practice questions (front matter `practice:` of the English file). */
  practice?: string[];
}

/** How many practice questions a note's list holds, when it has one. */
export const notePracticeCount = 5;

export const isSubjectKey = (value: string): value is (typeof subjectKeys)[number] =>
  (subjectKeys as readonly string[]).includes(value);
