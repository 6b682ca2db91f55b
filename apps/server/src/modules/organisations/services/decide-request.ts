import { eq } from 'drizzle-orm';
import { organisationRequests, users } from '../../../db/schema/index.ts';
import type { Tx } from '../../../db/tx.ts';
import { notFound } from '../../../lib/app-error.ts';
import { assertPending } from '../policy.ts';

/**
 * What approving and rejecting share: the request and its applicant, both locked for the decision,
 * so two platform admins deciding at once decide it once.
 */
export async function pendingRequestForUpdate(tx: Tx, requestId: string) {
  const [request] = await tx
    .select()
    .from(organisationRequests)
    .where(eq(organisationRequests.id, requestId))
    .for('update');
  if (!request) throw notFound('No such request');
  assertPending(request);
  const [applicant] = await tx.select().from(users).where(eq(users.id, request.applicantId)).for('update');
  if (!applicant) throw notFound('No such request');
  return { request, applicant };
}
