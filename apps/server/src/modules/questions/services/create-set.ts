import type { SetInput } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { examSeries, practiceSets } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { isUniqueViolation, notFound } from '../../../lib/app-error.ts';
import { templateOf } from '../policy.ts';
import { presentSet } from '../presenter.ts';
import { slugTaken } from '../refusals.ts';

/** A new set of a series, unpublished and empty; it takes the series' exam. */
export async function createSet(d: Deps, input: SetInput) {
  const [series] = await d.db.select().from(examSeries).where(eq(examSeries.id, input.seriesId));
  if (!series) throw notFound('No such series');
  try {
    const [row] = await d.db
      .insert(practiceSets)
      .values({
        slug: input.slug,
        seriesId: series.id,
        examKey: series.examKey,
        titleHi: input.title.hi,
        titleEn: input.title.en,
        languages: input.languages,
        free: input.free,
        published: false,
      })
      .returning();
    if (!row) throw new Error('set insert returned nothing');
    return presentSet(row, 0, templateOf(row.examKey).totalQuestions);
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken();
    throw err;
  }
}
