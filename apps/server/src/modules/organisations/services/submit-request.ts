import type { organisationRequestInputSchema } from '@abhyas/core';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { organisationRequests, users } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { isUniqueViolation, unauthenticated } from '../../../lib/app-error.ts';
import { assertMayRegister, conflict } from '../policy.ts';
import { presentRequest } from '../presenter.ts';

type Input = z.output<typeof organisationRequestInputSchema>;

const pendingExists = () =>
  conflict('validation.organisations.requestPending', 'You already have a request waiting for a decision');

/**
 * "Register Your Institute": one pending request per applicant (the partial unique index decides a
 * race), and none from a member of an institute (a user belongs to at most one).
 */
export async function submitRequest(d: Deps, applicantId: string, input: Input) {
  const now = d.clock();
  try {
    const row = await d.db.transaction(async (tx) => {
      const [applicant] = await tx
        .select({ organizationId: users.organizationId })
        .from(users)
        .where(eq(users.id, applicantId))
        .for('update');
      if (!applicant) throw unauthenticated();
      assertMayRegister(applicant);
      const [pending] = await tx
        .select({ id: organisationRequests.id })
        .from(organisationRequests)
        .where(
          and(eq(organisationRequests.applicantId, applicantId), eq(organisationRequests.status, 'pending')),
        );
      if (pending) throw pendingExists();
      const [inserted] = await tx
        .insert(organisationRequests)
        .values({ applicantId, ...input, createdAt: now })
        .returning();
      if (!inserted) throw new Error('request insert returned nothing');
      return inserted;
    });
    return presentRequest(row, null);
  } catch (err) {
    if (isUniqueViolation(err, 'organisation_requests_one_pending')) throw pendingExists();
    throw err;
  }
}
