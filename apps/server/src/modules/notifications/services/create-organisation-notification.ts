import type { CreateNotificationRequest } from '@abhyas/core';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { batches, batchMembers, notifications, organisations, users } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import { presentNotification } from '../presenter.ts';

/**
 * An institute's own notice, written by its admin (the route's `orgAdmin` access), shown as written:
 * to the whole institute, or with `batchId` to one batch's students and teachers.
 */
export async function createOrganisationNotification(
  d: Deps,
  organizationId: string,
  input: CreateNotificationRequest,
) {
  const [org] = await d.db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, organizationId));
  if (!org) throw notFound('No such organisation');
  const batchId = input.batchId ?? null;
  if (batchId) {
    // A batch of this institute, not archived; another institute's batch is a 404 like a missing one.
    const [batch] = await d.db
      .select({ id: batches.id })
      .from(batches)
      .where(
        and(eq(batches.id, batchId), eq(batches.organizationId, organizationId), isNull(batches.archivedAt)),
      );
    if (!batch) throw notFound('No such batch');
  }
  const [row] = await d.db
    .insert(notifications)
    .values({ organizationId, batchId, title: input.title, body: input.body, createdAt: d.clock() })
    .returning();
  if (!row) throw new Error('notification insert returned nothing');
  // A push to every member's browsers, after the notice is stored; a push failure never fails the
  // request (the notice waits in the list).
  // A batch's notice goes to its students and teachers only.
  void d.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        batchId
          ? inArray(
              users.id,
              d.db
                .select({ id: batchMembers.userId })
                .from(batchMembers)
                .where(eq(batchMembers.batchId, batchId)),
            )
          : undefined,
      ),
    )
    .then((members) =>
      d.push.send(
        members.map((m) => m.id),
        { title: input.title, body: input.body, url: '/notifications' },
      ),
    )
    .catch((err: unknown) => d.log.warn({ err }, 'push for an institute notice failed'));
  return presentNotification(row);
}
