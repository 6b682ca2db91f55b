import { type ExamKey, examTemplates, type SetDetail, type TestLanguage } from '@abhyas/core';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { examSeries, practiceSets, setQuestions } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { namedSections, presentSeries, presentSet } from './presenter.ts';
import { opensInstituteSet, platformSeries, type ViewerId } from './private-content.ts';

/** Test series that have at least one published set of the platform, optionally for one exam. */
export async function listSeries(d: Deps, exam?: ExamKey) {
  const series = await d.db
    .select()
    .from(examSeries)
    .where(exam ? eq(examSeries.examKey, exam) : undefined)
    .orderBy(asc(examSeries.position), asc(examSeries.titleEn));
  if (series.length === 0) return { items: [] };
  const sets = await d.db
    .select()
    .from(practiceSets)
    .where(
      and(
        eq(practiceSets.published, true),
        isNull(practiceSets.organizationId),
        inArray(
          practiceSets.seriesId,
          series.map((s) => s.id),
        ),
      ),
    );
  const items = series
    .map((s) =>
      presentSeries(
        s,
        sets.filter((set) => set.seriesId === s.id),
      ),
    )
    .filter((s) => s.setCount > 0);
  return { items };
}

async function questionCounts(d: Deps, setIds: string[]): Promise<Map<string, number>> {
  if (setIds.length === 0) return new Map();
  const rows = await d.db
    .select({ setId: setQuestions.setId, n: count() })
    .from(setQuestions)
    .where(inArray(setQuestions.setId, setIds))
    .groupBy(setQuestions.setId);
  return new Map(rows.map((r) => [r.setId, r.n]));
}

/** A series of the platform by slug: an institute's private series answers 404 as a missing one. */
export async function findSeries(d: Deps, slug: string) {
  const [series] = await d.db
    .select()
    .from(examSeries)
    .where(and(eq(examSeries.slug, slug), platformSeries(examSeries.id)));
  if (!series) throw notFound('No such test series');
  return series;
}

/** The published sets of a series, in one language when asked. */
export async function listSets(d: Deps, seriesSlug: string, language?: TestLanguage) {
  const series = await findSeries(d, seriesSlug);
  const all = await d.db
    .select()
    .from(practiceSets)
    .where(
      and(
        eq(practiceSets.seriesId, series.id),
        eq(practiceSets.published, true),
        isNull(practiceSets.organizationId),
      ),
    )
    .orderBy(asc(practiceSets.position), asc(practiceSets.slug));
  const sets = language ? all.filter((s) => s.languages.includes(language)) : all;
  const counts = await questionCounts(
    d,
    sets.map((s) => s.id),
  );
  return {
    series: presentSeries(series, all),
    items: sets.map((s) => presentSet(s, series.slug, counts.get(s.id) ?? 0)),
  };
}

/**
 * A published set by slug (drafts are visible to platform admins only). An institute's set is found
 * only for `viewerId` who may open it (private-content.ts); for anyone else it answers 404 like a
 * missing one, so its slug, title and existence stay the institute's.
 */
export async function findSet(d: Deps, slug: string, includeDrafts = false, viewerId?: ViewerId) {
  const [row] = await d.db
    .select({ set: practiceSets, series: examSeries })
    .from(practiceSets)
    .innerJoin(examSeries, eq(examSeries.id, practiceSets.seriesId))
    .where(eq(practiceSets.slug, slug));
  if (!row || (!row.set.published && !includeDrafts)) throw notFound('No such practice set');
  if (!(await opensInstituteSet(d.db, row.set, viewerId))) throw notFound('No such practice set');
  return row;
}

export async function setDetail(
  d: Deps,
  slug: string,
  includeDrafts: boolean,
  viewerId?: ViewerId,
): Promise<SetDetail> {
  const { set, series } = await findSet(d, slug, includeDrafts, viewerId);
  // An institute set's series lists that set alone: the institute's other sets are for other batches.
  const siblings = await d.db
    .select()
    .from(practiceSets)
    .where(
      and(
        eq(practiceSets.seriesId, series.id),
        eq(practiceSets.published, true),
        set.organizationId ? eq(practiceSets.id, set.id) : isNull(practiceSets.organizationId),
      ),
    );
  const counts = await questionCounts(d, [set.id]);
  const template = examTemplates[set.examKey];
  return {
    ...presentSet(set, series.slug, counts.get(set.id) ?? 0),
    series: presentSeries(series, siblings),
    sections: namedSections(template, set.sectionNames).map(({ index, section: s, name }) => ({
      index,
      name,
      totalQuestions: s.totalQuestions,
      sectionDuration: s.sectionDuration,
      markForCorrectAns: s.markForCorrectAns,
      markForInCorrectAns: s.markForInCorrectAns,
    })),
  };
}
