import { and, eq } from 'drizzle-orm';
import { type BatchRow, batches, batchMembers, users } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { fieldError, notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../plugins/access.ts';

/** Who is asking about a batch: the access plugin's viewer (platform admin, admin or teacher). */
export type BatchViewer = Pick<Viewer, 'id' | 'role' | 'orgRole'>;

/** Platform admins and the institute's admins see every batch of it; a teacher only their own. */
export const seesEveryBatch = (viewer: BatchViewer) => viewer.role === 'admin' || viewer.orgRole === 'admin';

/**
 * The one "may this viewer see this batch" check (docs/institutes.md): the batch must be of the
 * institute in the path, and a teacher must teach it (batch_members with role teacher) and it must
 * not be archived. Anything else is 404, exactly like a batch that does not exist, so a teacher learns
 * nothing about other batches and an admin of B nothing about A's. Attendance and the dashboards call
 * it inside their `inOrganisation` transaction; it answers the batch row.
 */
export async function assertCanSeeBatch(
  tx: Tx,
  viewer: BatchViewer,
  organizationId: string,
  batchId: string,
): Promise<BatchRow> {
  const batch = await batchOf(tx, organizationId, batchId);
  if (seesEveryBatch(viewer)) return batch;
  if (viewer.orgRole !== 'teacher' || batch.archivedAt) throw notFound('No such batch');
  const [teaches] = await tx
    .select({ userId: batchMembers.userId })
    .from(batchMembers)
    .where(
      and(
        eq(batchMembers.batchId, batchId),
        eq(batchMembers.organizationId, organizationId),
        eq(batchMembers.userId, viewer.id),
        eq(batchMembers.role, 'teacher'),
      ),
    );
  if (!teaches) throw notFound('No such batch');
  return batch;
}

/** A refusal of one field that the state decides (409 `CONFLICT`, the rule says why). */
export const refusal = (field: string, rule: string, message: string, status = 409) =>
  fieldError(status, 'CONFLICT', field, rule, message);

/** A batch of this institute, for an admin's change; another institute's batch is a 404 too. */
export async function batchOf(tx: Tx, organizationId: string, batchId: string): Promise<BatchRow> {
  const [batch] = await tx
    .select()
    .from(batches)
    .where(and(eq(batches.id, batchId), eq(batches.organizationId, organizationId)));
  if (!batch) throw notFound('No such batch');
  return batch;
}

/** A member of this institute; anyone else (another institute's, nobody's) is a 404 like a missing id. */
export async function memberOf(tx: Tx, organizationId: string, userId: string) {
  const [member] = await tx
    .select({
      id: users.id,
      name: users.name,
      orgRole: users.orgRole,
      orgDeactivatedAt: users.orgDeactivatedAt,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organizationId, organizationId)));
  if (!member) throw notFound('No such member of this organisation');
  return member;
}

/** A batch that takes no new people: archived batches are kept for their history only. */
export function assertOpen(batch: BatchRow) {
  if (batch.archivedAt) throw refusal('batchId', 'validation.batches.archived', 'This batch is archived');
}
