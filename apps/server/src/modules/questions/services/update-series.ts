import type { SeriesPatch } from '@abhyas/core';
import { count, eq } from 'drizzle-orm';
import { examSeries, practiceSets } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import { presentSeries } from '../presenter.ts';
import { examKeyLocked, slugTaken } from '../refusals.ts';

export async function updateSeries(d: Deps, seriesId: string, patch: SeriesPatch) {
  return d.db.transaction(async (tx) => {
    const [current] = await tx.select().from(examSeries).where(eq(examSeries.id, seriesId));
    if (!current) throw notFound('No such series');
    const [sets] = await tx
      .select({ n: count() })
      .from(practiceSets)
      .where(eq(practiceSets.seriesId, seriesId));
    const setCount = sets?.n ?? 0;
    // A set's questions were checked against its exam's template: the exam cannot change under them.
    if (patch.examKey && patch.examKey !== current.examKey && setCount > 0) throw examKeyLocked();
    if (patch.slug && patch.slug !== current.slug) {
      const [taken] = await tx
        .select({ id: examSeries.id })
        .from(examSeries)
        .where(eq(examSeries.slug, patch.slug));
      if (taken) throw slugTaken();
    }
    const [row] = await tx
      .update(examSeries)
      .set({
        ...(patch.slug ? { slug: patch.slug } : {}),
        ...(patch.examKey ? { examKey: patch.examKey } : {}),
        ...(patch.title ? { titleHi: patch.title.hi, titleEn: patch.title.en } : {}),
        ...(patch.description
          ? { descriptionHi: patch.description.hi, descriptionEn: patch.description.en }
          : {}),
        updatedAt: d.clock(),
      })
      .where(eq(examSeries.id, seriesId))
      .returning();
    if (!row) throw notFound('No such series');
    return presentSeries(row, setCount);
  });
}
