import { and, eq, inArray } from 'drizzle-orm';
import { batchMembers, users } from '../../../db/schema/index.ts';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import { syncBatchGroups } from '../../community/batch-groups.ts';
import { type AddedNotice, instituteName, pushAddedNotices, writeAddedNotices } from '../batch-notices.ts';
import { assertOpen, batchOf, refusal } from '../policy.ts';
import { batchSummary } from '../queries.ts';

/**
 * Puts students of the institute into a batch (those already in it stay as they are). Every id must
 * be a student (org role member) of this institute: one that is not is a 404 for the whole request,
 * as an id of another institute is, and nothing is added. Each student newly in the batch is told
 * ("You were added to …"), pushed after the commit.
 */
export async function addStudents(d: Deps, organizationId: string, batchId: string, userIds: string[]) {
  const { summary, notices } = await inOrganisation(d.db, organizationId, async (tx) => {
    const batch = await batchOf(tx, organizationId, batchId);
    assertOpen(batch);
    const wanted = [...new Set(userIds)];
    const found = await tx
      .select({ id: users.id, orgRole: users.orgRole, language: users.language })
      .from(users)
      .where(and(inArray(users.id, wanted), eq(users.organizationId, organizationId)));
    if (found.length !== wanted.length) throw notFound('No such member of this organisation');
    if (found.some((u) => u.orgRole !== 'member'))
      throw refusal(
        'userIds',
        'validation.batches.onlyStudents',
        'Only students are added to a batch as students',
      );
    const added = await tx
      .insert(batchMembers)
      .values(
        wanted.map((userId) => ({
          batchId,
          userId,
          organizationId,
          role: 'student' as const,
          addedAt: d.clock(),
        })),
      )
      .onConflictDoNothing()
      .returning({ userId: batchMembers.userId });
    const params = { batch: batch.name, organisation: await instituteName(tx, organizationId) };
    const languages = new Map(found.map((u) => [u.id, u.language]));
    const notices: AddedNotice[] = added.map(({ userId }) => ({
      userId,
      language: languages.get(userId) ?? null,
      params,
    }));
    await writeAddedNotices(tx, notices);
    await syncBatchGroups(tx, organizationId, [batch.id], d.clock());
    return { summary: await batchSummary(tx, organizationId, batch.id), notices };
  });
  pushAddedNotices(d, notices);
  return summary;
}
