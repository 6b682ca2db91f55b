import type { StudySession } from '@abhyas/core';
import type { StudySessionRow } from '../../db/schema/index.ts';

export function presentStudySession(row: StudySessionRow): StudySession {
  return {
    clientId: row.clientId,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt.toISOString(),
    focusSeconds: row.focusSeconds,
    subject: row.subject,
    day: row.day,
  };
}
