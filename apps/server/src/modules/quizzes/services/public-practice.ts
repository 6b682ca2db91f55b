import { generate, indianDayOf, type PracticeSample, subjectKeys } from '@abhyas/core';
import { and, inArray, or, sql } from 'drizzle-orm';
import { questions } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import { newcomer } from '../../../lib/newcomer.ts';
import { sealedFor } from '../../exams/sealing.ts';
import { familiesFor } from '../question-source.ts';
import { listSubjects, listTopics } from './practice-areas.ts';

/** What a visitor sees on /quiz and /quiz/{subject}: a new student's practice, no accuracy. */
export const listPublicSubjects = (d: Deps) => listSubjects(d, newcomer);
export const listPublicTopics = (d: Deps, subject: string) => listTopics(d, newcomer, subject);

/** How many samples a subject shows, and how many candidates are made to find them. */
export const sampleCount = 3;
const candidates = 8;

/**
 * A few sample questions of a subject, without keys: generated from its families with fixed seeds
 * (the same samples every day, so a search engine and a returning visitor see the same page). A
 * ranked set may hold a generated question (a set file names a family and a seed), so any candidate
 * whose text is a question sealed for a new student (`sealedFor`: a ranked set's, a draft's, today's
 * or a coming Problem of the Day) is dropped. Subjects without families have no samples: their
 * questions all sit in ranked sets today.
 */
export async function listSamples(d: Deps, subject: string): Promise<{ items: PracticeSample[] }> {
  if (!(subjectKeys as readonly string[]).includes(subject)) throw notFound('No such subject');
  const families = familiesFor(subject, null);
  if (families.length === 0) return { items: [] };
  const made = Array.from({ length: Math.min(candidates, families.length) }, (_, i) => {
    // Spread over the subject's families, so the samples show different kinds of question.
    const family = families[Math.floor((i * families.length) / Math.min(candidates, families.length))];
    return generate(family as (typeof families)[number], 7919 * (i + 1));
  });
  const hi = made.map((q) => q.text.hi);
  const en = made.map((q) => q.text.en);
  const sealed = await d.db
    .select({ hi: questions.textHi, en: questions.textEn })
    .from(questions)
    .where(
      and(
        or(inArray(questions.textHi, hi), inArray(questions.textEn, en)),
        sql`${questions.id} in (${sealedFor(newcomer, indianDayOf(d.clock()))})`,
      ),
    );
  const taken = new Set(sealed.flatMap((s) => [`hi:${s.hi}`, `en:${s.en}`]));
  const items = made
    .filter((q) => !taken.has(`hi:${q.text.hi}`) && !taken.has(`en:${q.text.en}`))
    .slice(0, sampleCount)
    .map((q) => ({
      subject: q.subject,
      topic: q.topic,
      difficulty: q.difficulty,
      text: q.text,
      options: q.options,
    }));
  return { items };
}
