import { type OrganisationListQuery, pageMeta } from '@abhyas/core';
import { count, desc, ilike, or } from 'drizzle-orm';
import { organisations } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { likePattern, presentOrganisations } from '../queries.ts';

/** Every institute, newest first, for platform admins; `search` matches part of its name, city or slug. */
export async function listOrganisations(d: Deps, query: OrganisationListQuery) {
  const pattern = query.search ? likePattern(query.search) : undefined;
  const where = pattern
    ? or(
        ilike(organisations.name, pattern),
        ilike(organisations.city, pattern),
        ilike(organisations.slug, pattern),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    d.db
      .select()
      .from(organisations)
      .where(where)
      .orderBy(desc(organisations.createdAt), organisations.id)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    d.db.select({ n: count() }).from(organisations).where(where),
  ]);
  return { data: await presentOrganisations(d.db, rows), meta: pageMeta(query, total?.n ?? 0) };
}
