import type { SeriesInput } from '@abhyas/core';
import { examSeries } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { isUniqueViolation } from '../../../lib/app-error.ts';
import { presentSeries } from '../presenter.ts';
import { slugTaken } from '../refusals.ts';

export async function createSeries(d: Deps, input: SeriesInput) {
  try {
    const [row] = await d.db
      .insert(examSeries)
      .values({
        slug: input.slug,
        examKey: input.examKey,
        titleHi: input.title.hi,
        titleEn: input.title.en,
        descriptionHi: input.description.hi,
        descriptionEn: input.description.en,
      })
      .returning();
    if (!row) throw new Error('series insert returned nothing');
    return presentSeries(row, 0);
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken();
    throw err;
  }
}
