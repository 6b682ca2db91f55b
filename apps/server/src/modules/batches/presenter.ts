import { type BatchSummary, isExamKey } from '@abhyas/core';
import type { BatchRow } from '../../db/schema/index.ts';

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
