import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { batchMembers, users } from '../../db/schema/index.ts';

/**
 * The people of a batch who count: still of the institute and not deactivated. Removal and leaving
 * delete the batch rows, but a deactivated student keeps their batch and is only left out of counts
 * and rosters until reactivated.
 */
export function activeInBatch(organizationId: string, role?: 'student' | 'teacher'): SQL {
  const active = and(
    eq(batchMembers.organizationId, organizationId),
    role ? eq(batchMembers.role, role) : undefined,
    eq(users.organizationId, organizationId),
    isNull(users.orgDeactivatedAt),
  );
  if (!active) throw new Error('unreachable');
  return active;
}

/**
 * `count` of a batch's active students or teachers, for a select over batches left-joined to
 * batch_members and to the users that `activeInBatch` keeps, grouped by batch.
 */
export const memberCount = (role: 'student' | 'teacher') =>
  sql<number>`(count(${users.id}) filter (where ${batchMembers.role} = ${role}))::int`;
