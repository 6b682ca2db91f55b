import type { LiveTab } from '@abhyas/core';
import { and, asc, desc, eq, gt, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { batches, examSeries, liveRegistrations, liveTests, practiceSets } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';

/** Reads shared by the live-test services. They decide nothing: callers apply the policy. */

/**
 * A live test with what its list item shows; `viewerId` decides `registered`. `counts: false` leaves
 * out the two counts (0): a join needs neither, and counting 10,000 registrations for each of 10,000
 * candidates arriving in one minute is 10^8 index reads (bench/live-day.ts).
 */
export function liveTestRows(db: Db | Tx, viewerId: string, counts = true) {
  return db
    .select({
      test: liveTests,
      setSlug: practiceSets.slug,
      setTitleHi: practiceSets.titleHi,
      setTitleEn: practiceSets.titleEn,
      sectionNames: practiceSets.sectionNames,
      examKey: practiceSets.examKey,
      languages: practiceSets.languages,
      seriesSlug: examSeries.slug,
      batchName: batches.name,
      questions: counts
        ? sql<number>`(select count(*) from set_questions sq where sq.set_id = ${liveTests.setId})`.mapWith(
            Number,
          )
        : sql<number>`0`.mapWith(Number),
      registrations: counts
        ? sql<number>`(select count(*) from live_registrations r where r.live_test_id = ${liveTests.id})`.mapWith(
            Number,
          )
        : sql<number>`0`.mapWith(Number),
      registered: sql<boolean>`exists (select 1 from live_registrations r
        where r.live_test_id = ${liveTests.id} and r.user_id = ${viewerId})`.mapWith(Boolean),
    })
    .from(liveTests)
    .innerJoin(practiceSets, eq(practiceSets.id, liveTests.setId))
    .innerJoin(examSeries, eq(examSeries.id, practiceSets.seriesId))
    .leftJoin(batches, eq(batches.id, liveTests.batchId));
}
export type LiveTestListRow = Awaited<ReturnType<ReturnType<typeof liveTestRows>['execute']>>[number];

/**
 * The tests a student sees: every all-India test, and those of the batches they are a student of.
 * (batch_members has row-level security for the tenant role; this runs as the app's own role.)
 */
export const visibleTo = (userId: string): SQL =>
  or(
    isNull(liveTests.organizationId),
    sql`exists (select 1 from batch_members bm where bm.batch_id = ${liveTests.batchId}
      and bm.user_id = ${userId} and bm.role = 'student')`,
  ) as SQL;

/** The list's tab as a condition, and its order (upcoming soonest first, past latest first). */
export function tabFilter(tab: LiveTab | undefined, now: Date): { where: SQL | undefined; order: SQL[] } {
  if (tab === 'upcoming')
    return {
      where: and(isNull(liveTests.cancelledAt), gt(liveTests.startsAt, now)),
      order: [asc(liveTests.startsAt)],
    };
  if (tab === 'running')
    return {
      where: and(isNull(liveTests.cancelledAt), lte(liveTests.startsAt, now), gt(liveTests.endsAt, now)),
      order: [asc(liveTests.startsAt)],
    };
  if (tab === 'past')
    return {
      where: or(isNotNull(liveTests.cancelledAt), lte(liveTests.endsAt, now)),
      order: [desc(liveTests.startsAt)],
    };
  return { where: undefined, order: [desc(liveTests.startsAt)] };
}

/** One test as a student may see it (undefined: none, or not theirs to see); `counts` as in liveTestRows. */
export async function findVisibleTest(db: Db | Tx, viewerId: string, liveTestId: string, counts = true) {
  const [row] = await liveTestRows(db, viewerId, counts).where(
    and(eq(liveTests.id, liveTestId), visibleTo(viewerId)),
  );
  return row;
}

/** The viewer's registration with the state of its attempt. */
export async function findRegistration(db: Db | Tx, liveTestId: string, userId: string) {
  const [row] = await db
    .select({
      registration: liveRegistrations,
      submitted: sql<boolean>`exists (select 1 from attempts a where a.id = ${liveRegistrations.attemptId}
        and a.status <> 'active')`.mapWith(Boolean),
    })
    .from(liveRegistrations)
    .where(and(eq(liveRegistrations.liveTestId, liveTestId), eq(liveRegistrations.userId, userId)));
  return row;
}
