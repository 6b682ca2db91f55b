import { desc, eq } from 'drizzle-orm';
import { organisationRequests, organisations } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { presentRequest } from '../presenter.ts';

/** How many of their own requests an applicant sees (newest first): a history, not an archive. */
const MINE_LIMIT = 20;

/** The caller's requests with their status, the reason of a rejection and the institute of an approval. */
export async function listMyRequests(d: Deps, applicantId: string) {
  const rows = await d.db
    .select({ request: organisationRequests, org: { id: organisations.id, name: organisations.name } })
    .from(organisationRequests)
    .leftJoin(organisations, eq(organisations.id, organisationRequests.organizationId))
    .where(eq(organisationRequests.applicantId, applicantId))
    .orderBy(desc(organisationRequests.createdAt), desc(organisationRequests.id))
    .limit(MINE_LIMIT);
  return { data: rows.map((r) => presentRequest(r.request, r.org)) };
}
