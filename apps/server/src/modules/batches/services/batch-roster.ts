import { and, asc, eq } from 'drizzle-orm';
import { batchMembers, users } from '../../../db/schema/index.ts';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Deps } from '../../../deps.ts';
import { assertCanSeeBatch, type BatchViewer } from '../policy.ts';
import { presentBatch } from '../presenter.ts';
import { activeInBatch } from '../queries.ts';

/** A batch's active students, by name: the roster a teacher marks (docs/attendance.md). */
export async function batchRoster(d: Deps, viewer: BatchViewer, organizationId: string, batchId: string) {
  return inOrganisation(d.db, organizationId, async (tx) => {
    const batch = await assertCanSeeBatch(tx, viewer, organizationId, batchId);
    const students = await tx
      .select({ id: users.id, name: users.name, username: users.username })
      .from(batchMembers)
      .innerJoin(users, eq(users.id, batchMembers.userId))
      .where(and(eq(batchMembers.batchId, batch.id), activeInBatch(organizationId, 'student')))
      .orderBy(asc(users.name), users.id);
    const { id, name, examKey } = presentBatch(batch, { studentCount: 0, teacherCount: 0 });
    return { batch: { id, name, examKey }, data: students };
  });
}
