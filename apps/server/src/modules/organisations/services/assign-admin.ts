import type { Deps } from '../../../deps.ts';
import { announceBatchGroupSync, syncBatchGroups } from '../../community/batch-groups.ts';
import { assertAssignable } from '../policy.ts';
import { makeAdmin, organisationForUpdate, presentOrganisations, userByIdentifier } from '../queries.ts';

/**
 * Makes the account named by username or email an admin of the institute: a member or teacher of it
 * is promoted, someone of no institute joins it as admin, someone of another institute is refused
 * (they leave that one first). The new claims reach their menus at the next token refresh.
 */
export async function assignAdmin(d: Deps, organizationId: string, identifier: string) {
  const now = d.clock();
  const { presented, sync } = await d.db.transaction(async (tx) => {
    const org = await organisationForUpdate(tx, organizationId);
    const user = await userByIdentifier(tx, identifier, 'identifier');
    assertAssignable(user, organizationId);
    await makeAdmin(tx, user.id, organizationId, now);
    // An institute admin moderates every batch group of it (docs/community.md).
    const sync = await syncBatchGroups(tx, organizationId, 'all', now);
    const [presented] = await presentOrganisations(tx, [org]);
    if (!presented) throw new Error('organisation vanished');
    return { presented, sync };
  });
  announceBatchGroupSync(d.realtime, sync);
  return presented;
}
