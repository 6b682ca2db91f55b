import type { User } from '@abhyas/core';
import type { UserRow } from '../../db/schema/index.ts';

/** The only way a user row leaves the server: no password hash, no internal flags. */
export function presentUser(row: Omit<UserRow, 'passwordHash'>): User {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    role: row.role,
    orgRole: row.orgRole ?? null,
    organizationId: row.organizationId ?? null,
    language: row.language ?? null,
    targetExam: row.targetExam ?? null,
    targetExamAskedAt: row.targetExamAskedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
