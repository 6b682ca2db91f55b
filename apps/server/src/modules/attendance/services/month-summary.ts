import {
  type AttendanceCounts,
  type AttendanceMonth,
  type AttendanceStatus,
  attendanceRate,
  daysOfMonth,
  indianDayOf,
} from '@abhyas/core';
import { and, asc, between, eq } from 'drizzle-orm';
import { attendanceMarks, type BatchRow, batchMembers, users } from '../../../db/schema/index.ts';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Tx } from '../../../db/tx.ts';
import type { Deps } from '../../../deps.ts';
import type { BatchViewer } from '../../batches/policy.ts';
import { assertCanSeeBatch, assertMonthOpen } from '../policy.ts';
import { onRoster } from '../queries.ts';

export const noCounts = (): AttendanceCounts => ({ present: 0, absent: 0, late: 0, excused: 0 });

/**
 * A batch's month: the students on its roster now and anyone marked that month who has left since,
 * each with their marks by day, counts and rate (core attendanceRate); the days' counts and the
 * batch's rate over every mark of the month. Two reads.
 */
export async function monthOfBatch(
  tx: Tx,
  organizationId: string,
  batch: Pick<BatchRow, 'id' | 'name'>,
  month: string,
  today: string,
): Promise<AttendanceMonth> {
  const days = daysOfMonth(month);
  const roster = await tx
    .select({ id: users.id, name: users.name, username: users.username })
    .from(batchMembers)
    .innerJoin(users, eq(users.id, batchMembers.userId))
    .where(onRoster(organizationId, batch.id))
    .orderBy(asc(users.name), asc(users.id));
  const marks = await tx
    .select({
      userId: attendanceMarks.userId,
      day: attendanceMarks.day,
      status: attendanceMarks.status,
      name: users.name,
      username: users.username,
    })
    .from(attendanceMarks)
    .innerJoin(users, eq(users.id, attendanceMarks.userId))
    .where(
      and(
        eq(attendanceMarks.organizationId, organizationId),
        eq(attendanceMarks.batchId, batch.id),
        between(attendanceMarks.day, days[0] as string, days.at(-1) as string),
      ),
    );
  type Student = AttendanceMonth['students'][number];
  const students = new Map<string, Student>(
    roster.map((r) => [r.id, { ...r, counts: noCounts(), rate: null, marks: {} }]),
  );
  const left: Student[] = [];
  const byDay = new Map<string, AttendanceCounts>();
  const total = noCounts();
  for (const m of marks) {
    let s = students.get(m.userId);
    if (!s) {
      s = { id: m.userId, name: m.name, username: m.username, counts: noCounts(), rate: null, marks: {} };
      students.set(m.userId, s);
      left.push(s);
    }
    const status = m.status as AttendanceStatus;
    s.marks[m.day] = status;
    s.counts[status] += 1;
    total[status] += 1;
    const dayCounts = byDay.get(m.day) ?? noCounts();
    dayCounts[status] += 1;
    byDay.set(m.day, dayCounts);
  }
  for (const s of students.values()) s.rate = attendanceRate(s.counts);
  left.sort((a, b) => a.name.localeCompare(b.name));
  return {
    batch: { id: batch.id, name: batch.name },
    month,
    today,
    days: days.flatMap((day) => {
      const c = byDay.get(day);
      return c ? [{ day, ...c }] : [];
    }),
    students: [...roster.map((r) => students.get(r.id) as Student), ...left],
    counts: total,
    rate: attendanceRate(total),
  };
}

/** GET …/attendance/{batchId}/month/{month}. */
export async function attendanceMonth(
  d: Pick<Deps, 'db' | 'clock'>,
  viewer: BatchViewer,
  organizationId: string,
  batchId: string,
  month: string,
): Promise<AttendanceMonth> {
  const now = d.clock();
  assertMonthOpen(month, now);
  return inOrganisation(d.db, organizationId, async (tx) => {
    const batch = await assertCanSeeBatch(tx, viewer, organizationId, batchId);
    return monthOfBatch(tx, organizationId, batch, month, indianDayOf(now));
  });
}
