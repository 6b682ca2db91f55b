import {
  type AttendanceStatus,
  attendanceRate,
  daysOfMonth,
  indianDayOf,
  type MyAttendance,
} from '@abhyas/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import { attendanceMarks, batches, batchMembers } from '../../../db/schema/index.ts';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Deps } from '../../../deps.ts';
import { noCounts } from './month-summary.ts';

/**
 * GET …/attendance/me: the caller's own marks, per batch they are a student of or were marked in:
 * the counts and rate since the first mark, and the month's marks by day (default: this month).
 * Only the caller's rows are read; an admin or teacher with no marks gets an empty list.
 */
export async function myAttendance(
  d: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  organizationId: string,
  query: { month?: string | undefined },
): Promise<MyAttendance> {
  const month = query.month ?? indianDayOf(d.clock()).slice(0, 7);
  const days = daysOfMonth(month);
  return inOrganisation(d.db, organizationId, async (tx) => {
    const totals = await tx
      .select({
        batchId: batches.id,
        name: batches.name,
        status: attendanceMarks.status,
        n: sql<number>`count(${attendanceMarks.userId})::int`,
      })
      .from(batches)
      .leftJoin(
        attendanceMarks,
        and(eq(attendanceMarks.batchId, batches.id), eq(attendanceMarks.userId, userId)),
      )
      .where(
        and(
          eq(batches.organizationId, organizationId),
          sql`(${attendanceMarks.userId} is not null or exists (select 1 from ${batchMembers} bm
            where bm.batch_id = ${batches.id} and bm.user_id = ${userId} and bm.role = 'student'))`,
        ),
      )
      .groupBy(batches.id, batches.name, attendanceMarks.status)
      .orderBy(asc(batches.name), asc(batches.id));
    const monthMarks = await tx
      .select({
        batchId: attendanceMarks.batchId,
        day: attendanceMarks.day,
        status: attendanceMarks.status,
        note: attendanceMarks.note,
      })
      .from(attendanceMarks)
      .where(
        and(
          eq(attendanceMarks.organizationId, organizationId),
          eq(attendanceMarks.userId, userId),
          sql`${attendanceMarks.day} between ${days[0]} and ${days.at(-1)}`,
        ),
      )
      .orderBy(asc(attendanceMarks.day));
    const out = new Map<string, MyAttendance['batches'][number]>();
    for (const t of totals) {
      const entry = out.get(t.batchId) ?? {
        batch: { id: t.batchId, name: t.name },
        counts: noCounts(),
        rate: null,
        marks: [],
      };
      if (t.status) entry.counts[t.status as AttendanceStatus] += Number(t.n);
      out.set(t.batchId, entry);
    }
    for (const m of monthMarks)
      out.get(m.batchId)?.marks.push({ day: m.day, status: m.status, note: m.note });
    for (const e of out.values()) e.rate = attendanceRate(e.counts);
    return { month, batches: [...out.values()] };
  });
}
