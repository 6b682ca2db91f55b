import type { InstituteSet } from '@abhyas/core';
import { desc, eq, sql } from 'drizzle-orm';
import { examSeries, practiceSets } from '../../../db/schema/index.ts';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Deps } from '../../../deps.ts';
import { presentInstituteSet } from '../presenter.ts';

/** The institute's own sets, newest first. */
export function listInstituteSets(d: Deps, organizationId: string): Promise<{ items: InstituteSet[] }> {
  return inOrganisation(d.db, organizationId, async (tx) => {
    const rows = await tx
      .select({
        set: practiceSets,
        seriesSlug: examSeries.slug,
        n: sql<number>`(select count(*)::int from set_questions sq where sq.set_id = ${practiceSets.id})`,
      })
      .from(practiceSets)
      .innerJoin(examSeries, eq(examSeries.id, practiceSets.seriesId))
      .where(eq(practiceSets.organizationId, organizationId))
      .orderBy(desc(practiceSets.createdAt), desc(practiceSets.id));
    return { items: rows.map((r) => presentInstituteSet(r.set, r.seriesSlug, Number(r.n))) };
  });
}
