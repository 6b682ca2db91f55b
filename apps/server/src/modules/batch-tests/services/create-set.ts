import { randomUUID } from 'node:crypto';
import { batchTestRules, examTemplates, type InstituteSet, type InstituteSetInput } from '@abhyas/core';
import { and, count, eq, inArray } from 'drizzle-orm';
import {
  examSeries,
  organisations,
  practiceSets,
  questions,
  setQuestions,
} from '../../../db/schema/index.ts';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Tx } from '../../../db/tx.ts';
import type { Deps } from '../../../deps.ts';
import { fieldError, notFound } from '../../../lib/app-error.ts';
import { presentInstituteSet } from '../presenter.ts';

/**
 * The institute's private series of an exam: one per institute and exam, made the first time the
 * institute makes a set of that exam, named for the institute. It never shows in the catalogue
 * (exams/private-content.ts `platformSeries`); its slug carries the institute's id so two institutes
 * never share one.
 */
async function privateSeries(tx: Tx, organizationId: string, examKey: InstituteSetInput['examKey']) {
  const slug = `inst-${organizationId}-${examKey.toLowerCase().replace(/_/g, '-')}`;
  const [org] = await tx
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, organizationId));
  if (!org) throw notFound('No such institute');
  await tx
    .insert(examSeries)
    .values({ slug, examKey, titleHi: org.name, titleEn: org.name })
    .onConflictDoNothing({ target: examSeries.slug });
  const [series] = await tx.select().from(examSeries).where(eq(examSeries.slug, slug));
  if (!series) throw new Error('private series missing after insert');
  return series;
}

/**
 * A set of the institute's own questions following an exam's template: exactly its number of
 * questions, filling its sections in order. It is published at once (it is complete) but opens only
 * to the batches it is assigned to (docs/institutes.md).
 */
export function createInstituteSet(
  d: Deps,
  organizationId: string,
  input: InstituteSetInput,
): Promise<InstituteSet> {
  return inOrganisation(d.db, organizationId, async (tx) => {
    const template = examTemplates[input.examKey];
    const ids = input.questionIds;
    if (new Set(ids).size !== ids.length)
      throw fieldError(
        400,
        'VALIDATION_ERROR',
        'questionIds',
        'validation.batchTests.questionTwice',
        'A question is chosen twice',
      );
    if (ids.length !== template.totalQuestions)
      throw fieldError(
        400,
        'VALIDATION_ERROR',
        'questionIds',
        'validation.batchTests.setCount',
        `This exam's paper has ${template.totalQuestions} questions`,
      );
    const found = await tx
      .select({ id: questions.id })
      .from(questions)
      .where(and(eq(questions.organizationId, organizationId), inArray(questions.id, [...ids])));
    // Another institute's question is answered as a missing one.
    if (found.length !== ids.length) throw notFound('No such question');
    const [held] = await tx
      .select({ n: count() })
      .from(practiceSets)
      .where(eq(practiceSets.organizationId, organizationId));
    if ((held?.n ?? 0) >= batchTestRules.setsPerInstitute)
      throw fieldError(
        409,
        'CONFLICT',
        'title',
        'validation.batchTests.tooManySets',
        'The institute keeps as many sets as it may',
      );
    const series = await privateSeries(tx, organizationId, input.examKey);
    const [set] = await tx
      .insert(practiceSets)
      .values({
        slug: `inst-${randomUUID().replace(/-/g, '').slice(0, 16)}`,
        organizationId,
        seriesId: series.id,
        examKey: input.examKey,
        titleHi: input.title.hi,
        titleEn: input.title.en,
        languages: [...new Set(input.languages)],
        published: true,
      })
      .returning();
    if (!set) throw new Error('set insert returned nothing');
    const sectionOf: number[] = template.sections.flatMap((s, i) => Array(s.totalQuestions).fill(i));
    await tx.insert(setQuestions).values(
      ids.map((questionId, i) => ({
        setId: set.id,
        questionId,
        section: sectionOf[i] ?? 0,
        position: i + 1,
      })),
    );
    return presentInstituteSet(set, series.slug, ids.length);
  });
}
