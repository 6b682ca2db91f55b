import { and, eq, isNull, sql } from 'drizzle-orm';
import { attempts, examSeries, practiceSets } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { presentSetStats } from '../presenter.ts';

/** The student's record on each published set of a series (for the set list). */
export async function mySetStats(d: Deps, viewer: Viewer, seriesSlug: string) {
  const rows = await d.db
    .select({
      setId: practiceSets.id,
      attempts: sql<number>`count(${attempts.id})::int`,
      best: sql<number | null>`max(${attempts.scoreMilli})`,
      active: sql<string | null>`(array_agg(${attempts.id}) filter (where ${attempts.status} = 'active'))[1]`,
      lastSubmitted: sql<
        string | null
      >`(array_agg(${attempts.id} order by ${attempts.submittedAt} desc) filter (where ${attempts.status} = 'submitted'))[1]`,
    })
    .from(practiceSets)
    .innerJoin(examSeries, eq(examSeries.id, practiceSets.seriesId))
    .leftJoin(attempts, and(eq(attempts.setId, practiceSets.id), eq(attempts.userId, viewer.id)))
    .where(
      and(
        eq(examSeries.slug, seriesSlug),
        eq(practiceSets.published, true),
        isNull(practiceSets.organizationId),
      ),
    )
    .groupBy(practiceSets.id);
  return { items: rows.map(presentSetStats) };
}
