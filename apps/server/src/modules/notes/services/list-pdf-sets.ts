import type { PdfSet } from '@abhyas/core';
import { indianDayOf, solutionsVisible } from '@abhyas/core';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { examSeries, practiceSets, setQuestions } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { solutionWindowOf } from '../../attempts/policy.ts';
import { sealedFor } from '../../exams/sealing.ts';
import { presentPdfSet } from '../presenter.ts';

/**
 * The practice sets whose PDF may be downloaded now (published, solutions visible), each saying
 * whether its answer key is open for this student (none of its questions sealed for them).
 */
export async function listPdfSets(d: Deps, viewerId: string): Promise<{ items: PdfSet[] }> {
  const rows = await d.db
    .select({ set: practiceSets, series: examSeries })
    .from(practiceSets)
    .innerJoin(examSeries, eq(examSeries.id, practiceSets.seriesId))
    .where(and(eq(practiceSets.published, true), isNull(practiceSets.organizationId)))
    .orderBy(
      asc(examSeries.position),
      asc(examSeries.titleEn),
      asc(practiceSets.position),
      asc(practiceSets.slug),
    );
  const now = d.clock();
  const visible = rows.filter((r) => solutionsVisible(solutionWindowOf(r.set), now));
  if (visible.length === 0) return { items: [] };
  const sealed = sealedFor(viewerId, indianDayOf(now));
  const counts = new Map(
    (
      await d.db
        .select({
          setId: setQuestions.setId,
          n: count(),
          sealed: sql<number>`count(*) filter (where ${setQuestions.questionId} in (${sealed}))`.mapWith(
            Number,
          ),
        })
        .from(setQuestions)
        .where(
          inArray(
            setQuestions.setId,
            visible.map((r) => r.set.id),
          ),
        )
        .groupBy(setQuestions.setId)
    ).map((r) => [r.setId, r]),
  );
  return {
    items: visible
      .map((r) => {
        const c = counts.get(r.set.id);
        return presentPdfSet(r.set, r.series, c?.n ?? 0, c !== undefined && c.sealed === 0);
      })
      .filter((s) => s.totalQuestions > 0),
  };
}
