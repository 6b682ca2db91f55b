import type { createOrganisationInputSchema } from '@abhyas/core';
import type { z } from 'zod';
import type { Deps } from '../../../deps.ts';
import { assertAssignable } from '../policy.ts';
import { makeAdmin, presentOrganisations, userByIdentifier } from '../queries.ts';
import { insertWithUniqueSlug } from '../slug.ts';

type Input = z.output<typeof createOrganisationInputSchema>;

/**
 * A platform admin creates an institute directly (`/organization/create`), optionally naming its
 * first admin by username or email: one transaction, so a refused admin leaves no institute behind.
 */
export async function createOrganisation(d: Deps, input: Input) {
  const now = d.clock();
  const { admin, ...details } = input;
  return d.db.transaction(async (tx) => {
    const firstAdmin = admin ? await userByIdentifier(tx, admin, 'admin') : null;
    if (firstAdmin) assertAssignable(firstAdmin, null);
    const org = await insertWithUniqueSlug(tx, { ...details, createdAt: now, updatedAt: now });
    if (firstAdmin) await makeAdmin(tx, firstAdmin.id, org.id, now);
    const [presented] = await presentOrganisations(tx, [org]);
    if (!presented) throw new Error('organisation vanished');
    return presented;
  });
}
