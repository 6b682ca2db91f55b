import { batchMembers } from '../../../db/schema/index.ts';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Deps } from '../../../deps.ts';
import { syncBatchGroups } from '../../community/batch-groups.ts';
import { assertOpen, batchOf, memberOf, refusal } from '../policy.ts';
import { batchSummary } from '../queries.ts';

/** Makes a teacher of the institute (org role teacher) a teacher of the batch; again: no change. */
export async function assignTeacher(d: Deps, organizationId: string, batchId: string, userId: string) {
  return inOrganisation(d.db, organizationId, async (tx) => {
    const batch = await batchOf(tx, organizationId, batchId);
    assertOpen(batch);
    const member = await memberOf(tx, organizationId, userId);
    if (member.orgRole !== 'teacher')
      throw refusal(
        'userId',
        'validation.batches.notATeacher',
        'Only teachers of the institute teach a batch',
      );
    await tx
      .insert(batchMembers)
      .values({ batchId: batch.id, userId, organizationId, role: 'teacher', addedAt: d.clock() })
      .onConflictDoNothing();
    await syncBatchGroups(tx, organizationId, [batch.id], d.clock());
    return batchSummary(tx, organizationId, batch.id);
  });
}
