import { asc, eq } from 'drizzle-orm';
import { examSeries, practiceSets } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import { templateOf } from '../policy.ts';
import { presentSet } from '../presenter.ts';
import { questionCounts } from '../queries.ts';

/** A series' sets in their order, each with how many of its template's questions it holds. */
export async function listSets(d: Deps, seriesId: string) {
  const [series] = await d.db
    .select({ id: examSeries.id })
    .from(examSeries)
    .where(eq(examSeries.id, seriesId));
  if (!series) throw notFound('No such series');
  const rows = await d.db
    .select()
    .from(practiceSets)
    .where(eq(practiceSets.seriesId, seriesId))
    .orderBy(asc(practiceSets.position), asc(practiceSets.createdAt));
  const counts = await questionCounts(d.db, seriesId);
  return {
    items: rows.map((r) => presentSet(r, counts.get(r.id) ?? 0, templateOf(r.examKey).totalQuestions)),
  };
}
