import type { Deps } from '../../../deps.ts';
import { assertAssignable } from '../policy.ts';
import { makeAdmin, organisationForUpdate, presentOrganisations, userByIdentifier } from '../queries.ts';

/**
 * Makes the account named by username or email an admin of the institute: a member or teacher of it
 * is promoted, someone of no institute joins it as admin, someone of another institute is refused
 * (they leave that one first). The new claims reach their menus at the next token refresh.
 */
export async function assignAdmin(d: Deps, organizationId: string, identifier: string) {
  const now = d.clock();
  return d.db.transaction(async (tx) => {
    const org = await organisationForUpdate(tx, organizationId);
    const user = await userByIdentifier(tx, identifier, 'identifier');
    assertAssignable(user, organizationId);
    await makeAdmin(tx, user.id, organizationId, now);
    const [presented] = await presentOrganisations(tx, [org]);
    if (!presented) throw new Error('organisation vanished');
    return presented;
  });
}
