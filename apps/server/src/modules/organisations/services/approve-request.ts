import { eq } from 'drizzle-orm';
import { organisationRequests } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { noticeDecision, pushDecision } from '../decision-notice.ts';
import { assertApplicantFree } from '../policy.ts';
import { presentAdminRequest } from '../presenter.ts';
import { makeAdmin, presentOrganisations } from '../queries.ts';
import { insertWithUniqueSlug } from '../slug.ts';
import { pendingRequestForUpdate } from './decide-request.ts';

/**
 * Approval, in one transaction: the institute is made from the request (a unique slug from its
 * name), the applicant becomes its admin (their claims follow at the next token refresh), the
 * request records the decision, and the applicant is notified; the push follows the commit.
 */
export async function approveRequest(d: Deps, requestId: string, deciderId: string) {
  const now = d.clock();
  const result = await d.db.transaction(async (tx) => {
    const { request, applicant } = await pendingRequestForUpdate(tx, requestId);
    assertApplicantFree(applicant);
    const org = await insertWithUniqueSlug(tx, {
      name: request.name,
      kind: request.kind,
      city: request.city,
      state: request.state,
      contactName: request.contactName,
      phone: request.phone,
      email: request.email,
      expectedStudents: request.expectedStudents,
      createdAt: now,
      updatedAt: now,
    });
    await makeAdmin(tx, applicant.id, org.id, now);
    const [decided] = await tx
      .update(organisationRequests)
      .set({ status: 'approved', decidedById: deciderId, decidedAt: now, organizationId: org.id })
      .where(eq(organisationRequests.id, request.id))
      .returning();
    if (!decided) throw new Error('request vanished while locked');
    await noticeDecision(tx, 'organisationApproved', applicant.id, { organisation: org.name });
    const [organisation] = await presentOrganisations(tx, [org]);
    if (!organisation) throw new Error('organisation vanished');
    return {
      applicant,
      request: presentAdminRequest(
        decided,
        { id: org.id, name: org.name },
        { ...applicant, organizationId: org.id },
      ),
      organisation,
    };
  });
  pushDecision(d, 'organisationApproved', result.applicant, { organisation: result.organisation.name });
  return { request: result.request, organisation: result.organisation };
}
