import type { AttendanceHistory } from '@abhyas/core';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { attendanceChanges, users } from '../../../db/schema/index.ts';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Deps } from '../../../deps.ts';
import type { BatchViewer } from '../../batches/policy.ts';
import { assertCanSeeBatch, assertDayOpen } from '../policy.ts';

const student = alias(users, 'student');
const changer = alias(users, 'changer');

/** GET …/attendance/{batchId}/{day}/history: every change of a saved mark that day, newest first. */
export async function attendanceDayHistory(
  d: Pick<Deps, 'db' | 'clock'>,
  viewer: BatchViewer,
  organizationId: string,
  batchId: string,
  day: string,
): Promise<AttendanceHistory> {
  assertDayOpen(day, d.clock());
  return inOrganisation(d.db, organizationId, async (tx) => {
    await assertCanSeeBatch(tx, viewer, organizationId, batchId);
    const rows = await tx
      .select({
        id: attendanceChanges.id,
        studentId: student.id,
        studentName: student.name,
        fromStatus: attendanceChanges.fromStatus,
        toStatus: attendanceChanges.toStatus,
        fromNote: attendanceChanges.fromNote,
        toNote: attendanceChanges.toNote,
        changerId: changer.id,
        changerName: changer.name,
        changedAt: attendanceChanges.changedAt,
      })
      .from(attendanceChanges)
      .innerJoin(student, eq(student.id, attendanceChanges.userId))
      .leftJoin(changer, eq(changer.id, attendanceChanges.changedById))
      .where(
        and(
          eq(attendanceChanges.organizationId, organizationId),
          eq(attendanceChanges.batchId, batchId),
          eq(attendanceChanges.day, day),
        ),
      )
      .orderBy(desc(attendanceChanges.changedAt), desc(attendanceChanges.id))
      .limit(2000);
    return {
      data: rows.map((r) => ({
        id: r.id,
        student: { id: r.studentId, name: r.studentName },
        from: { status: r.fromStatus, note: r.fromNote },
        to: { status: r.toStatus, note: r.toNote },
        changedBy: r.changerId ? { id: r.changerId, name: r.changerName ?? '' } : null,
        changedAt: r.changedAt.toISOString(),
      })),
    };
  });
}
