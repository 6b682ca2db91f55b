import {
  type AttendanceConflict,
  type AttendanceStatus,
  indianDayOf,
  type SaveAttendanceDayRequest,
  type SaveAttendanceDayResponse,
  saveAttendanceDayRequestSchema,
} from '@abhyas/core';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Deps } from '../../../deps.ts';
import { fieldError } from '../../../lib/app-error.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import type { BatchViewer } from '../../batches/policy.ts';
import { assertCanSeeBatch, assertDayOpen } from '../policy.ts';
import { presentDay, presentMark } from '../presenter.ts';
import { type RosterRow, rosterOfDay } from '../queries.ts';
import { type AbsenceNotice, noticesToSend, pushAbsences, writeAbsenceNotices } from './absence-notices.ts';

type Input = z.output<typeof saveAttendanceDayRequestSchema>;
type MarkIn = Input['marks'][number];

/** A mark as written: the student, what it becomes, and what it was (for the history), if anything. */
interface Write {
  user_id: string;
  status: AttendanceStatus;
  note: string;
  from_status: AttendanceStatus | null;
  from_note: string | null;
}

/**
 * The device's copy was made from the server's mark as it stood at `basedOn`; the mark has moved on
 * since (another teacher, another phone) and to something else than this save says: a conflict, not
 * written (docs/attendance.md, "Offline").
 */
function isConflict(mark: MarkIn, row: RosterRow): boolean {
  if (mark.basedOn === undefined) return false;
  const current = row.markedAt ? row.markedAt.getTime() : null;
  const seen = mark.basedOn === null ? null : Date.parse(mark.basedOn);
  if (current === seen) return false;
  return row.status !== mark.status || (row.note ?? '') !== mark.note;
}

/**
 * The day as the save leaves it, from the roster read under the lock and the marks written (no second
 * read): a written mark is the save's status and note, by the viewer, now; a student whose earlier
 * status was absent or late is now `flagged` by the history row just written. The advisory lock keeps
 * every other save of this batch and day out until the commit, so nothing else changed these marks.
 */
function afterWrites(
  rows: readonly RosterRow[],
  writes: readonly Write[],
  marker: { id: string; name: string | null; at: Date },
): RosterRow[] {
  const byUser = new Map(writes.map((w) => [w.user_id, w]));
  return rows.map((row) => {
    const w = byUser.get(row.id);
    if (!w) return row;
    return {
      ...row,
      status: w.status,
      note: w.note,
      markedAt: marker.at,
      // As the roster's join: no marker when their row is not visible (no name came back).
      markedById: marker.name === null ? null : marker.id,
      markedByName: marker.name,
      flagged: row.flagged || w.from_status === 'absent' || w.from_status === 'late',
    };
  });
}

/**
 * PUT …/attendance/{batchId}/{day}: the whole day in one request. Every student named must be on the
 * batch's roster (else 400 naming them, nothing saved). In one transaction, serialised per batch and
 * day by an advisory lock: one read of the roster with its marks, then ONE statement that upserts
 * every new or changed mark (insert … on conflict do update) and writes a history row for each change
 * of a mark already saved; marks sent unchanged are not rewritten (who marked and when stay true).
 * Students newly absent or late get a notice (once per batch and day), pushed after the commit.
 */
export async function saveAttendanceDay(
  d: Pick<Deps, 'db' | 'clock' | 'push' | 'log'>,
  viewer: BatchViewer,
  organizationId: string,
  batchId: string,
  day: string,
  body: Input | SaveAttendanceDayRequest,
): Promise<SaveAttendanceDayResponse> {
  const input = saveAttendanceDayRequestSchema.parse(body);
  const now = d.clock();
  assertDayOpen(day, now);
  let notices: AbsenceNotice[] = [];
  const answer = await inOrganisation(d.db, organizationId, async (tx) => {
    const batch = await assertCanSeeBatch(tx, viewer, organizationId, batchId);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`attendance:${batchId}:${day}`}))`);
    const roster = new Map((await rosterOfDay(tx, organizationId, batchId, day)).map((r) => [r.id, r]));
    const strangers = input.marks.filter((m) => !roster.has(m.userId)).map((m) => m.userId);
    if (strangers.length > 0)
      throw fieldError(
        400,
        'VALIDATION_ERROR',
        'marks',
        'validation.attendance.notOnRoster',
        `Not on this batch's roster: ${strangers.join(', ')}`,
      );
    const writes: Write[] = [];
    const conflicts: AttendanceConflict[] = [];
    for (const mark of input.marks) {
      const row = roster.get(mark.userId) as RosterRow;
      if (isConflict(mark, row)) {
        const theirs = presentMark(row);
        if (theirs)
          conflicts.push({
            userId: row.id,
            name: row.name,
            yours: { status: mark.status, note: mark.note },
            theirs,
          });
        continue;
      }
      if (row.status === mark.status && (row.note ?? '') === mark.note) continue;
      writes.push({
        user_id: mark.userId,
        status: mark.status,
        note: mark.note,
        from_status: row.status,
        from_note: row.status ? (row.note ?? '') : null,
      });
    }
    let counted = { saved: 0, changed: 0 };
    let fresh: RosterRow[] = [...roster.values()];
    if (writes.length > 0) {
      const [row] = rowsOf<{ saved: number; changed: number; marker_name: string | null }>(
        await tx.execute(sql`
          with input as (
            select * from jsonb_to_recordset(${JSON.stringify(writes)}::jsonb)
              as r(user_id uuid, status text, note text, from_status text, from_note text)
          ),
          up as (
            insert into attendance_marks
              (batch_id, user_id, day, organization_id, status, note, marked_by_id, marked_at)
            select ${batchId}::uuid, user_id, ${day}::date, ${organizationId}::uuid, status, note,
              ${viewer.id}::uuid, ${now.toISOString()}::timestamptz
            from input
            on conflict (batch_id, user_id, day) do update
              set status = excluded.status, note = excluded.note,
                  marked_by_id = excluded.marked_by_id, marked_at = excluded.marked_at
            returning 1
          ),
          ch as (
            insert into attendance_changes (organization_id, batch_id, user_id, day, from_status,
              to_status, from_note, to_note, changed_by_id, changed_at)
            select ${organizationId}::uuid, ${batchId}::uuid, user_id, ${day}::date, from_status,
              status, from_note, note, ${viewer.id}::uuid, ${now.toISOString()}::timestamptz
            from input where from_status is not null
            returning 1
          )
          select (select count(*)::int from up) as saved, (select count(*)::int from ch) as changed,
            (select u.name from users u where u.id = ${viewer.id}::uuid) as marker_name`),
      );
      counted = { saved: Number(row?.saved ?? 0), changed: Number(row?.changed ?? 0) };
      notices = noticesToSend(batch.name, day, writes, roster);
      await writeAbsenceNotices(tx, notices);
      fresh = afterWrites(fresh, writes, { id: viewer.id, name: row?.marker_name ?? null, at: now });
    }
    return {
      ...presentDay(batch, day, indianDayOf(now), fresh),
      ...counted,
      conflicts,
      clientSavedAt: input.clientSavedAt ?? null,
    };
  });
  if (input.clientSavedAt !== undefined && now.getTime() - input.clientSavedAt > 5 * 60_000)
    d.log.info(
      { batchId, day, waitedMinutes: Math.round((now.getTime() - input.clientSavedAt) / 60_000) },
      'attendance day synced after waiting on the device',
    );
  // After the commit: a push is not part of the save, and a slow push service must not hold the lock.
  void pushAbsences(d, notices).catch((err: unknown) => d.log.warn({ err }, 'attendance pushes failed'));
  return answer;
}
