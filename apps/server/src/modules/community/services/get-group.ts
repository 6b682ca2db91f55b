import type { GroupDetail } from '@abhyas/core';
import type { Deps } from '../../../deps.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { assertCanSee } from '../policy.ts';
import { presentGroupDetail } from '../presenter.ts';
import { groupView } from '../queries.ts';

/**
 * GET /api/community/groups/{groupId}: a member's view of their group; a signed-in non-member sees a
 * public open group's card (no role, no invite code, no last message) and gets 404 for any other.
 */
export async function getGroup(d: Deps, viewer: Viewer, groupId: string): Promise<GroupDetail> {
  const view = await groupView(d.db, viewer.id, groupId);
  assertCanSee(view?.group ?? null, Boolean(view?.member));
  if (!view) throw new Error('unreachable');
  return presentGroupDetail(view, d.clock());
}
