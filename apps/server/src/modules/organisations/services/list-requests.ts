import { type OrganisationRequestListQuery, pageMeta } from '@abhyas/core';
import { count, desc, eq } from 'drizzle-orm';
import { organisationRequests, organisations, users } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { presentAdminRequest } from '../presenter.ts';
import { pendingFirst } from '../queries.ts';

/** The platform admins' list of requests: pending ones first, each group newest first. */
export async function listRequests(d: Deps, query: OrganisationRequestListQuery) {
  const where = query.status ? eq(organisationRequests.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    d.db
      .select({
        request: organisationRequests,
        org: { id: organisations.id, name: organisations.name },
        applicant: {
          id: users.id,
          name: users.name,
          username: users.username,
          email: users.email,
          organizationId: users.organizationId,
        },
      })
      .from(organisationRequests)
      .innerJoin(users, eq(users.id, organisationRequests.applicantId))
      .leftJoin(organisations, eq(organisations.id, organisationRequests.organizationId))
      .where(where)
      .orderBy(pendingFirst, desc(organisationRequests.createdAt), desc(organisationRequests.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    d.db.select({ n: count() }).from(organisationRequests).where(where),
  ]);
  return {
    data: rows.map((r) => presentAdminRequest(r.request, r.org, r.applicant)),
    meta: pageMeta(query, total?.n ?? 0),
  };
}
