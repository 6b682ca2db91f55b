import type { SetPatch } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { practiceSets } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { isUniqueViolation, notFound } from '../../../lib/app-error.ts';
import { assertPublishable, templateOf } from '../policy.ts';
import { presentSet } from '../presenter.ts';
import { loadSet, questionCounts } from '../queries.ts';
import { slugTaken } from '../refusals.ts';

export async function updateSet(d: Deps, setId: string, patch: SetPatch) {
  if (patch.published) {
    const set = await loadSet(d.db, setId);
    const counts = await questionCounts(d.db, undefined, setId);
    assertPublishable(set.examKey, counts.get(setId) ?? 0);
  }
  try {
    const [row] = await d.db
      .update(practiceSets)
      .set({
        ...(patch.slug ? { slug: patch.slug } : {}),
        ...(patch.title ? { titleHi: patch.title.hi, titleEn: patch.title.en } : {}),
        ...(patch.languages ? { languages: patch.languages } : {}),
        ...(patch.free === undefined ? {} : { free: patch.free }),
        ...(patch.published === undefined ? {} : { published: patch.published }),
        updatedAt: d.clock(),
      })
      .where(eq(practiceSets.id, setId))
      .returning();
    if (!row) throw notFound('No such set');
    // The hall's set cache holds only questions today; forgetting on every set edit keeps the rule
    // ("an edit forgets what it changed") true when it holds more.
    await d.caches.forget({ sets: [setId] });
    const counts = await questionCounts(d.db, undefined, setId);
    return presentSet(row, counts.get(setId) ?? 0, templateOf(row.examKey).totalQuestions);
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken();
    throw err;
  }
}
