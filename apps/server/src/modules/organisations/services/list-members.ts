import { type PaginationQuery, pageMeta } from '@abhyas/core';
import { asc, count, eq } from 'drizzle-orm';
import { organisations, users } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import { presentUser } from '../../users/presenter.ts';

export async function listMembers(d: Deps, organizationId: string, query: PaginationQuery) {
  const [org] = await d.db.select().from(organisations).where(eq(organisations.id, organizationId));
  if (!org) throw notFound('No such organisation');
  const inOrg = eq(users.organizationId, organizationId);
  const [rows, [total]] = await Promise.all([
    d.db
      .select()
      .from(users)
      .where(inOrg)
      .orderBy(asc(users.name), users.id)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    d.db.select({ n: count() }).from(users).where(inOrg),
  ]);
  return {
    organisation: { id: org.id, name: org.name, slug: org.slug },
    data: rows.map(presentUser),
    meta: pageMeta(query, total?.n ?? 0),
  };
}
