import type { AttendanceDayView, AttendanceStatus } from '@abhyas/core';
import type { QueuedDay } from './day-queue';

/** One student's mark as the teacher sets it on the screen. */
export interface MarkDraft {
  status: AttendanceStatus | null;
  note: string;
}
export type DayMarks = Record<string, MarkDraft>;

/** What the roster shows before the teacher touches it: a day still waiting on this phone, else the server's marks. */
export function startingMarks(day: AttendanceDayView, queued: QueuedDay | undefined): DayMarks {
  const marks: DayMarks = {};
  for (const s of day.students) marks[s.id] = { status: s.mark?.status ?? null, note: s.mark?.note ?? '' };
  for (const m of queued?.marks ?? []) marks[m.userId] = { status: m.status, note: m.note ?? '' };
  return marks;
}

/**
 * The whole day as one save: every marked student, each with `basedOn` the `markedAt` of the server
 * mark the screen showed (null: none), so a day sent later never overwrites a newer edit silently.
 */
export function dayToSave(
  organizationId: string,
  day: AttendanceDayView,
  marks: DayMarks,
  now: number,
): QueuedDay {
  return {
    organizationId,
    batchId: day.batch.id,
    batchName: day.batch.name,
    day: day.day,
    clientSavedAt: now,
    marks: day.students.flatMap((s) => {
      const m = marks[s.id];
      return m?.status
        ? [{ userId: s.id, status: m.status, note: m.note.trim(), basedOn: s.mark?.markedAt ?? null }]
        : [];
    }),
  };
}
