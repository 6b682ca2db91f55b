import { communityRules, type DiscoverList, type discoverQuerySchema } from '@abhyas/core';
import { and, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { groups } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { presentGroupSummary } from '../presenter.ts';
import { groupViews } from '../queries.ts';

/** `%`, `_` and `\` typed by a user are letters, not patterns. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * GET /api/community/groups/discover: public open groups that are not archived (never a batch group,
 * never a private one), most active first, 20 a page. `q` matches the name or the description in any
 * case (ILIKE works on Devanagari as typed; Hindi has no case), `exam` one exam key. The caller's own
 * groups are listed too, with their role, so the screen can say "joined".
 */
export async function discoverGroups(
  d: Deps,
  viewer: Viewer,
  query: z.infer<typeof discoverQuerySchema>,
): Promise<DiscoverList> {
  const size = communityRules.discover.page;
  const q = query.q?.trim();
  const pattern = q ? `%${escapeLike(q)}%` : undefined;
  const views = await groupViews(d.db, viewer.id, {
    where: and(
      eq(groups.visibility, 'public'),
      eq(groups.kind, 'open'),
      isNull(groups.archivedAt),
      query.exam ? eq(groups.examKey, query.exam) : undefined,
      pattern ? or(ilike(groups.name, pattern), ilike(groups.description, pattern)) : undefined,
    ),
    orderBy: [sql`${groups.lastActivityAt} desc`, groups.id],
    limit: size + 1,
    offset: (query.page - 1) * size,
  });
  return { data: views.slice(0, size).map(presentGroupSummary), hasMore: views.length > size };
}
