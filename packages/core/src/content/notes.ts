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
}

export const isSubjectKey = (value: string): value is (typeof subjectKeys)[number] =>
  (subjectKeys as readonly string[]).includes(value);
