import type { GroupList } from '@abhyas/core';
import { sql } from 'drizzle-orm';
import { groups } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { presentGroupSummary } from '../presenter.ts';
import { groupViews } from '../queries.ts';

/**
 * GET /api/community/groups/mine: the caller's groups, newest activity first, each with its last
 * message, time and unread count. Archived groups stay in the list (their chat can still be read) but
 * come last, newest activity first among them.
 */
export async function listMyGroups(d: Deps, viewer: Viewer): Promise<GroupList> {
  const views = await groupViews(d.db, viewer.id, {
    mine: true,
    orderBy: [sql`${groups.archivedAt} is not null`, sql`${groups.lastActivityAt} desc`, groups.id],
  });
  return { data: views.map(presentGroupSummary) };
}
