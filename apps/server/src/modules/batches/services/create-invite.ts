import type { createInviteRequestSchema } from '@abhyas/core';
import type { z } from 'zod';
import { organisationInvites } from '../../../db/schema/index.ts';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Deps } from '../../../deps.ts';
import { isUniqueViolation } from '../../../lib/app-error.ts';
import { assertSeatsFor } from '../../plans/seats.ts';
import { newInviteCode, presentInvite } from '../invites.ts';
import { assertOpen, batchOf } from '../policy.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** A new invite: a code (and so a link) that makes whoever opens it a member or teacher. */
export async function createInvite(
  d: Deps,
  organizationId: string,
  createdById: string,
  input: z.output<typeof createInviteRequestSchema>,
) {
  return inOrganisation(d.db, organizationId, async (tx) => {
    const batch = input.batchId ? await batchOf(tx, organizationId, input.batchId) : null;
    if (batch) assertOpen(batch);
    // A student invite to an institute whose plan is full would only fail at the join (docs/plans.md).
    if (input.role === 'member') await assertSeatsFor(tx, organizationId, 1);
    const now = d.clock();
    // A clash of codes (one in 10¹² per pair) is retried with another, inside a savepoint.
    for (let attempt = 0; ; attempt++) {
      try {
        const [row] = await tx.transaction((sp) =>
          sp
            .insert(organisationInvites)
            .values({
              organizationId,
              code: newInviteCode(),
              role: input.role,
              batchId: batch?.id ?? null,
              createdById,
              maxUses: input.maxUses,
              expiresAt: new Date(now.getTime() + input.expiresInDays * dayMs),
              createdAt: now,
            })
            .returning(),
        );
        if (!row) throw new Error('no invite');
        return { invite: presentInvite(row, batch ? { id: batch.id, name: batch.name } : null) };
      } catch (err) {
        if (attempt >= 4 || !isUniqueViolation(err, 'organisation_invites_code_unique')) throw err;
      }
    }
  });
}
