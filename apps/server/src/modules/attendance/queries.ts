import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { attendanceChanges, attendanceMarks, batchMembers, users } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';

/**
 * The students a roster lists: the batch's members with role student who are still of the
 * institute and not deactivated (the batches area's rule for a roster; docs/attendance.md).
 */
export const onRoster = (organizationId: string, batchId: string) =>
  and(
    eq(batchMembers.batchId, batchId),
    eq(batchMembers.organizationId, organizationId),
    eq(batchMembers.role, 'student'),
    eq(users.organizationId, organizationId),
    isNull(users.orgDeactivatedAt),
  );

const marker = alias(users, 'marker');

/**
 * The roster of a batch on a day, by name, with each student's mark (or none), who saved it, and
 * whether the student was ever absent or late that day before (`flagged`: an earlier status in the
 * history), which decides whether a new absence is notified. One query.
 */
export async function rosterOfDay(tx: Tx, organizationId: string, batchId: string, day: string) {
  return tx
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      language: users.language,
      status: attendanceMarks.status,
      note: attendanceMarks.note,
      markedAt: attendanceMarks.markedAt,
      markedById: marker.id,
      markedByName: marker.name,
      flagged: sql<boolean>`exists (select 1 from ${attendanceChanges} c where c.batch_id = ${batchId}
        and c.day = ${day} and c.user_id = ${users.id} and c.from_status in ('absent', 'late'))`,
    })
    .from(batchMembers)
    .innerJoin(users, eq(users.id, batchMembers.userId))
    .leftJoin(
      attendanceMarks,
      and(
        eq(attendanceMarks.batchId, batchMembers.batchId),
        eq(attendanceMarks.userId, batchMembers.userId),
        eq(attendanceMarks.day, day),
        eq(attendanceMarks.organizationId, organizationId),
      ),
    )
    .leftJoin(marker, eq(marker.id, attendanceMarks.markedById))
    .where(onRoster(organizationId, batchId))
    .orderBy(asc(users.name), asc(users.id));
}
export type RosterRow = Awaited<ReturnType<typeof rosterOfDay>>[number];

/** Names of users by id (for the history's students and changers). */
export async function namesOf(tx: Tx, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
