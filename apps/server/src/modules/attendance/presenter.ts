import type { AttendanceDay, AttendanceMark, AttendanceRosterEntry } from '@abhyas/core';
import type { BatchRow } from '../../db/schema/index.ts';
import type { RosterRow } from './queries.ts';

/** A roster row's mark as the API shows it, or null when the student has none that day. */
export function presentMark(row: RosterRow): AttendanceMark | null {
  if (!row.status || !row.markedAt) return null;
  return {
    status: row.status,
    note: row.note ?? '',
    markedBy: row.markedById ? { id: row.markedById, name: row.markedByName ?? '' } : null,
    markedAt: row.markedAt.toISOString(),
  };
}

export function presentRosterEntry(row: RosterRow): AttendanceRosterEntry {
  return { id: row.id, name: row.name, username: row.username, mark: presentMark(row) };
}

export function presentDay(
  batch: Pick<BatchRow, 'id' | 'name'>,
  day: string,
  today: string,
  rows: readonly RosterRow[],
): AttendanceDay {
  return { batch: { id: batch.id, name: batch.name }, day, today, students: rows.map(presentRosterEntry) };
}
