import type { PdfSet } from '@abhyas/core';
import { solutionsVisible } from '@abhyas/core';
import { asc, count, eq, inArray } from 'drizzle-orm';
import { examSeries, practiceSets, setQuestions } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { solutionWindowOf } from '../../attempts/policy.ts';
import { presentPdfSet } from '../presenter.ts';

/** The practice sets whose PDF (with answers) may be downloaded now: published, solutions visible. */
export async function listPdfSets(d: Deps): Promise<{ items: PdfSet[] }> {
  const rows = await d.db
    .select({ set: practiceSets, series: examSeries })
    .from(practiceSets)
    .innerJoin(examSeries, eq(examSeries.id, practiceSets.seriesId))
    .where(eq(practiceSets.published, true))
    .orderBy(
      asc(examSeries.position),
      asc(examSeries.titleEn),
      asc(practiceSets.position),
      asc(practiceSets.slug),
    );
  const now = d.clock();
  const visible = rows.filter((r) => solutionsVisible(solutionWindowOf(r.set), now));
  if (visible.length === 0) return { items: [] };
  const counts = new Map(
    (
      await d.db
        .select({ setId: setQuestions.setId, n: count() })
        .from(setQuestions)
        .where(
          inArray(
            setQuestions.setId,
            visible.map((r) => r.set.id),
          ),
        )
        .groupBy(setQuestions.setId)
    ).map((r) => [r.setId, r.n]),
  );
  return {
    items: visible
      .map((r) => presentPdfSet(r.set, r.series, counts.get(r.set.id) ?? 0))
      .filter((s) => s.totalQuestions > 0),
  };
}
