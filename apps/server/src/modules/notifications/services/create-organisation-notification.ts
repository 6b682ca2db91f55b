import type { CreateNotificationRequest } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { notifications, organisations, users } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import { presentNotification } from '../presenter.ts';

/** An institute's own notice, written by its admin (the route's `orgAdmin` access), shown as written. */
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
  const [row] = await d.db
    .insert(notifications)
    .values({ organizationId, title: input.title, body: input.body, createdAt: d.clock() })
    .returning();
  if (!row) throw new Error('notification insert returned nothing');
  // A push to every member's browsers, after the notice is stored; a push failure never fails the
  // request (the notice waits in the list).
  void d.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.organizationId, organizationId))
    .then((members) =>
      d.push.send(
        members.map((m) => m.id),
        { title: input.title, body: input.body, url: '/notifications' },
      ),
    )
    .catch((err: unknown) => d.log.warn({ err }, 'push for an institute notice failed'));
  return presentNotification(row);
}
