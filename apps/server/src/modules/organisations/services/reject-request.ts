import { eq } from 'drizzle-orm';
import { organisationRequests } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { noticeDecision, pushDecision } from '../decision-notice.ts';
import { presentAdminRequest } from '../presenter.ts';
import { pendingRequestForUpdate } from './decide-request.ts';

/** Rejection with the reason the applicant reads, in the notice and on their request's page. */
export async function rejectRequest(d: Deps, requestId: string, deciderId: string, reason: string) {
  const now = d.clock();
  const result = await d.db.transaction(async (tx) => {
    const { request, applicant } = await pendingRequestForUpdate(tx, requestId);
    const [decided] = await tx
      .update(organisationRequests)
      .set({ status: 'rejected', decidedById: deciderId, decidedAt: now, reason })
      .where(eq(organisationRequests.id, request.id))
      .returning();
    if (!decided) throw new Error('request vanished while locked');
    await noticeDecision(tx, 'organisationRejected', applicant.id, { organisation: request.name, reason });
    return { applicant, request: presentAdminRequest(decided, null, applicant) };
  });
  pushDecision(d, 'organisationRejected', result.applicant, {
    organisation: result.request.name,
    reason: result.request.reason,
  });
  return { request: result.request };
}
