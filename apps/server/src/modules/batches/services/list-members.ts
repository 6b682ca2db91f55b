import { type MembersQuery, pageMeta } from '@abhyas/core';
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { batchMembers, organisations, users } from '../../../db/schema/index.ts';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import { memberColumns, withBatches } from '../queries-members.ts';

/** `%`, `_` and `\` in a search are letters, not patterns. */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The institute's members, by name: searched, filtered by batch, role and status, a page at a time. */
export async function listMembers(d: Deps, organizationId: string, query: MembersQuery) {
  return inOrganisation(d.db, organizationId, async (tx) => {
    const [org] = await tx
      .select({ id: organisations.id, name: organisations.name, slug: organisations.slug })
      .from(organisations)
      .where(eq(organisations.id, organizationId));
    if (!org) throw notFound('No such organisation');
    const q = query.q ? likeText(query.q) : undefined;
    const where = and(
      eq(users.organizationId, organizationId),
      q ? or(ilike(users.name, q), ilike(users.username, q), ilike(users.email, q)) : undefined,
      query.role ? eq(users.orgRole, query.role) : undefined,
      query.status === 'active' ? isNull(users.orgDeactivatedAt) : undefined,
      query.status === 'deactivated' ? isNotNull(users.orgDeactivatedAt) : undefined,
      query.batchId
        ? inArray(
            users.id,
            tx
              .select({ id: batchMembers.userId })
              .from(batchMembers)
              .where(
                and(eq(batchMembers.batchId, query.batchId), eq(batchMembers.organizationId, organizationId)),
              ),
          )
        : undefined,
    );
    const rows = await tx
      .select(memberColumns)
      .from(users)
      .where(where)
      .orderBy(asc(users.name), users.id)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    const [total] = await tx.select({ n: count() }).from(users).where(where);
    return {
      organisation: org,
      data: await withBatches(tx, organizationId, rows),
      meta: pageMeta(query, total?.n ?? 0),
    };
  });
}
