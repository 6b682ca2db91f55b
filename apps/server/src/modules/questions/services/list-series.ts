import { asc, count, eq } from 'drizzle-orm';
import { examSeries, practiceSets } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { platformSeries } from '../../exams/private-content.ts';
import { presentSeries } from '../presenter.ts';

/** Every series with how many sets it holds, by exam, then position, then title. */
export async function listSeries(d: Deps) {
  const rows = await d.db
    .select({ series: examSeries, sets: count(practiceSets.id) })
    .from(examSeries)
    .leftJoin(practiceSets, eq(practiceSets.seriesId, examSeries.id))
    // The institutes' private series are theirs to manage (docs/institutes.md).
    .where(platformSeries(examSeries.id))
    .groupBy(examSeries.id)
    .orderBy(asc(examSeries.examKey), asc(examSeries.position), asc(examSeries.titleEn));
  return { items: rows.map((r) => presentSeries(r.series, r.sets)) };
}
