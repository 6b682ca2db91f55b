import { type BatchSummary, isExamKey, type Member } from '@abhyas/core';
import type { BatchRow, UserRow } from '../../db/schema/index.ts';

export function presentBatch(
  row: Pick<BatchRow, 'id' | 'name' | 'examKey' | 'archivedAt'>,
  counts: { studentCount: number; teacherCount: number },
): BatchSummary {
  return {
    id: row.id,
    name: row.name,
    examKey: isExamKey(row.examKey) ? row.examKey : null,
    studentCount: counts.studentCount,
    teacherCount: counts.teacherCount,
    archivedAt: row.archivedAt?.toISOString() ?? null,
  };
}

type MemberRowOf = Pick<UserRow, 'id' | 'name' | 'username' | 'email' | 'orgRole' | 'orgDeactivatedAt'>;

/** A member as the institute's admins see them: no account internals, their active batches. */
export function presentMember(row: MemberRowOf, batchesOf: Member['batches']): Member {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    orgRole: row.orgRole ?? 'member',
    deactivatedAt: row.orgDeactivatedAt?.toISOString() ?? null,
    batches: batchesOf,
  };
}
