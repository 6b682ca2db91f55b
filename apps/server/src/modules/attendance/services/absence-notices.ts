import type { AttendanceStatus } from '@abhyas/core';
import type { Tx } from '../../../db/tx.ts';
import type { Deps } from '../../../deps.ts';
import { renderNotice } from '../../notifications/messages.ts';
import { notify } from '../../notifications/service.ts';
import type { RosterRow } from '../queries.ts';

/** A student to tell they were marked absent or late, in their own language (null: both). */
export interface AbsenceNotice {
  userId: string;
  language: 'hi' | 'en' | null;
  params: { batch: string; day: string; status: 'absent' | 'late' };
}

const flags = (s: AttendanceStatus | null): s is 'absent' | 'late' => s === 'absent' || s === 'late';

/**
 * Who is told (docs/attendance.md, "Telling the student"): a student whose mark becomes absent or late
 * while it was neither before, and never was earlier that day (the history's `from` statuses). So a
 * day's first absence is told once; absent → present → absent, or absent → late, tells nothing more,
 * however often the day is edited. The rule reads only the marks and their history: no table of
 * "already told", and a student who deleted the notice is not told again.
 */
export function noticesToSend(
  batch: string,
  day: string,
  writes: readonly { user_id: string; status: AttendanceStatus; from_status: AttendanceStatus | null }[],
  roster: ReadonlyMap<string, RosterRow>,
): AbsenceNotice[] {
  return writes.flatMap((w) => {
    const row = roster.get(w.user_id);
    if (!row || !flags(w.status) || flags(w.from_status) || row.flagged) return [];
    return [{ userId: w.user_id, language: row.language, params: { batch, day, status: w.status } }];
  });
}

/** The notices, in the save's transaction, with one statement (the notification service's notify). */
export async function writeAbsenceNotices(tx: Tx, notices: readonly AbsenceNotice[]): Promise<void> {
  await notify(tx, {
    kind: 'attendanceMarked',
    recipients: notices.map((n) => ({ userId: n.userId, params: n.params })),
  });
}

/**
 * After the commit: a push to each student in the language they chose (both when they chose none).
 * The students of one message (language and status; batch and day are the save's) share one send.
 */
export async function pushAbsences(d: Pick<Deps, 'push'>, notices: readonly AbsenceNotice[]): Promise<void> {
  const groups = new Map<string, AbsenceNotice[]>();
  for (const n of notices) {
    const key = `${n.language}:${n.params.status}`;
    groups.set(key, [...(groups.get(key) ?? []), n]);
  }
  for (const group of groups.values()) {
    const first = group[0] as AbsenceNotice;
    await d.push.send(
      group.map((n) => n.userId),
      { ...renderNotice('attendanceMarked', first.params, first.language), url: '/user-dashboard' },
    );
  }
}
