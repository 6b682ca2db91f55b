import type { AdminOrganisation } from '@abhyas/core';
import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type OrganisationRow, organisationRequests, organisations, users } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { fieldError, notFound } from '../../lib/app-error.ts';
import { type Person, presentAdminOrganisation } from './presenter.ts';

type Reader = Db | Tx;

/**
 * The account a platform admin named by username or email (both stored lower-case), locked for the
 * write that follows. Unknown: a refusal under the form's field.
 */
export async function userByIdentifier(tx: Tx, identifier: string, field: string) {
  const [user] = await tx
    .select()
    .from(users)
    .where(or(eq(users.username, identifier), eq(users.email, identifier)))
    .limit(1)
    .for('update');
  if (!user)
    throw fieldError(
      400,
      'VALIDATION_ERROR',
      field,
      'validation.organisations.userNotFound',
      'No account has this username or email',
    );
  return user;
}

/** An institute, locked for a write; 404 when there is none. */
export async function organisationForUpdate(tx: Tx, organizationId: string): Promise<OrganisationRow> {
  const [org] = await tx
    .select()
    .from(organisations)
    .where(eq(organisations.id, organizationId))
    .for('update');
  if (!org) throw notFound('No such organisation');
  return org;
}

/** Institutes as the platform admins' list shows them: two reads for the whole page, not two per row. */
export async function presentOrganisations(
  db: Reader,
  rows: readonly OrganisationRow[],
): Promise<AdminOrganisation[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [counts, admins] = await Promise.all([
    db
      .select({ organizationId: users.organizationId, n: count() })
      .from(users)
      .where(inArray(users.organizationId, ids))
      .groupBy(users.organizationId),
    db
      .select({
        organizationId: users.organizationId,
        id: users.id,
        name: users.name,
        username: users.username,
        email: users.email,
      })
      .from(users)
      .where(and(inArray(users.organizationId, ids), eq(users.orgRole, 'admin')))
      .orderBy(users.name, users.id),
  ]);
  const countOf = new Map(counts.map((c) => [c.organizationId, c.n]));
  const adminsOf = new Map<string, Person[]>();
  for (const a of admins) {
    if (!a.organizationId) continue;
    adminsOf.set(a.organizationId, [...(adminsOf.get(a.organizationId) ?? []), a]);
  }
  return rows.map((r) => presentAdminOrganisation(r, countOf.get(r.id) ?? 0, adminsOf.get(r.id) ?? []));
}

/** One institute as the list shows it (after a write). */
export async function presentOrganisationById(db: Reader, organizationId: string) {
  const [row] = await db.select().from(organisations).where(eq(organisations.id, organizationId));
  if (!row) throw notFound('No such organisation');
  const [presented] = await presentOrganisations(db, [row]);
  if (!presented) throw notFound('No such organisation');
  return presented;
}

/** Makes `userId` an admin of the institute (joining it if they belonged to none). */
export async function makeAdmin(tx: Tx, userId: string, organizationId: string, at: Date) {
  await tx
    .update(users)
    .set({ organizationId, orgRole: 'admin', orgDeactivatedAt: null, updatedAt: at })
    .where(eq(users.id, userId));
}

/** LIKE's wildcards in what the admin typed are matched literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `pending` sorts first in the platform admins' list of requests. */
export const pendingFirst = sql`case when ${organisationRequests.status} = 'pending' then 0 else 1 end`;
