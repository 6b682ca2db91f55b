import { defaultPlanKeys, type MyPlans, type PlanList, plans, type Receipt } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { organisations, subscriptions, users } from '../../../db/schema/index.ts';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Deps } from '../../../deps.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { assertCanReadSubscription } from '../policy.ts';
import { presentReceipt, presentSubscription } from '../presenter.ts';
import { activeSubscription } from '../queries.ts';
import { seatsOf } from '../seats.ts';

/** GET /api/plans: the catalogue, public (the plans are the same for everyone). */
export function listPlans(): PlanList {
  return { data: plans.map((p) => ({ ...p, includes: [...p.includes] })), defaults: defaultPlanKeys };
}

/** GET /api/plans/mine: the caller's own plan and, for an institute's admin, the institute's. */
export async function myPlans(d: Deps, viewer: Viewer): Promise<MyPlans> {
  const own = await activeSubscription(d.db, { userId: viewer.id });
  const student = {
    planKey: own?.planKey ?? defaultPlanKeys.student,
    subscription: own ? presentSubscription(own) : null,
  };
  const orgId = viewer.organizationId;
  if (!orgId || viewer.orgRole !== 'admin' || viewer.orgDeactivatedAt) return { student, institute: null };
  const institute = await inOrganisation(d.db, orgId, async (tx) => {
    const [org] = await tx
      .select({ name: organisations.name })
      .from(organisations)
      .where(eq(organisations.id, orgId));
    if (!org) return null;
    const seats = await seatsOf(tx, orgId);
    const active = await activeSubscription(tx, { organizationId: orgId });
    return {
      organizationId: orgId,
      organisationName: org.name,
      planKey: seats.plan.key,
      subscription: active ? presentSubscription(active) : null,
      students: seats.students,
      studentLimit: seats.plan.studentLimit,
    };
  });
  return { student, institute };
}

/** GET /api/plans/subscriptions/{id}/receipt: for the student it is for or the institute's admins. */
export async function getReceipt(d: Deps, viewer: Viewer, subscriptionId: string): Promise<Receipt> {
  const [found] = await d.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  const row = assertCanReadSubscription(viewer, found);
  const [payer] = row.userId
    ? await d.db.select({ name: users.name }).from(users).where(eq(users.id, row.userId))
    : await d.db
        .select({ name: organisations.name })
        .from(organisations)
        .where(eq(organisations.id, row.organizationId ?? ''));
  return presentReceipt(row, payer?.name ?? '');
}
