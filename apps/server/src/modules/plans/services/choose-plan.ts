import { randomInt } from 'node:crypto';
import {
  type ChooseSubscriptionRequest,
  type ChooseSubscriptionResponse,
  canAdministerOrganisation,
  checkChoice,
  type Plan,
  planOf,
} from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { subscriptions, users } from '../../../db/schema/index.ts';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Tx } from '../../../db/tx.ts';
import type { Deps } from '../../../deps.ts';
import { AppError, fieldError, isUniqueViolation, notFound } from '../../../lib/app-error.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { type PaymentProvider, paymentProvider } from '../payment-provider.ts';
import { presentSubscription } from '../presenter.ts';
import { activeSubscription } from '../queries.ts';
import { lockSeats } from '../seats.ts';

const receiptAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** "AB-20261129-7KQ2XM": the Indian date it was issued and six characters read aloud without doubt. */
function newReceiptNumber(now: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now).replaceAll('-', '');
  const tail = Array.from({ length: 6 }, () => receiptAlphabet[randomInt(receiptAlphabet.length)]).join('');
  return `AB-${day}-${tail}`;
}

type Owner = { userId: string } | { organizationId: string };

/**
 * Records `plan` for the owner inside the caller's transaction, whose lock (the user's row or the
 * institute's) is already held: the same plan again is a double click and changes nothing; another
 * plan is settled by the payment provider, ends the active one and starts the new one.
 */
async function record(
  tx: Tx,
  d: Deps,
  viewer: Viewer,
  owner: Owner,
  plan: Plan,
  provider: PaymentProvider,
): Promise<ChooseSubscriptionResponse> {
  const current = await activeSubscription(tx, owner);
  if (current?.planKey === plan.key) return { subscription: presentSubscription(current), changed: false };
  const payer = 'userId' in owner ? `user:${owner.userId}` : `org:${owner.organizationId}`;
  const settled = await provider.settle({
    amountPaise: plan.amountPaise,
    currency: plan.currency,
    planKey: plan.key,
    payer,
  });
  const now = d.clock();
  if (current)
    await tx
      .update(subscriptions)
      .set({ status: 'ended', endedAt: now })
      .where(eq(subscriptions.id, current.id));
  // A clash of receipt numbers (one in 10⁹ per pair on a day) is retried with another, in a savepoint.
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await tx.transaction((sp) =>
        sp
          .insert(subscriptions)
          .values({
            ...owner,
            planKey: plan.key,
            status: 'active',
            amountPaise: plan.amountPaise,
            currency: plan.currency,
            receiptNumber: newReceiptNumber(now),
            provider: settled.provider,
            paymentReference: settled.reference,
            chosenById: viewer.id,
            startedAt: now,
          })
          .returning(),
      );
      if (!row) throw new Error('no subscription');
      return { subscription: presentSubscription(row), changed: true };
    } catch (err) {
      if (attempt >= 4 || !isUniqueViolation(err, 'subscriptions_receipt_number_unique')) throw err;
    }
  }
}

/**
 * POST /api/plans/subscriptions (docs/plans.md): a student plan for the caller themself, or an
 * institute plan for an institute the caller administers. Idempotent: choosing the active plan again
 * (a double click, a retry) answers it with `changed: false`.
 */
export async function choosePlan(
  d: Deps,
  viewer: Viewer,
  input: ChooseSubscriptionRequest,
  provider: PaymentProvider = paymentProvider,
): Promise<ChooseSubscriptionResponse> {
  const plan = planOf(input.planKey);
  if (!plan) throw fieldError(400, 'VALIDATION_ERROR', 'planKey', 'validation.plans.planKey', 'No such plan');
  const organizationId = input.organizationId ?? null;

  if (plan.audience === 'student') {
    const verdict = checkChoice(plan, { organizationId, administers: false, students: 0 });
    if (!verdict.ok)
      throw fieldError(
        400,
        'VALIDATION_ERROR',
        'organizationId',
        `validation.plans.${verdict.rule}`,
        verdict.rule,
      );
    return d.db.transaction(async (tx) => {
      // The user's row is the lock: two clicks at once are recorded one after the other.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, viewer.id)).for('update');
      return record(tx, d, viewer, { userId: viewer.id }, plan, provider);
    });
  }

  if (!organizationId)
    throw fieldError(
      400,
      'VALIDATION_ERROR',
      'organizationId',
      'validation.plans.organisationNeeded',
      'An institute plan names its institute',
    );
  if (!canAdministerOrganisation(viewer, organizationId))
    throw new AppError(403, 'FORBIDDEN', 'Only an admin of this institute may choose its plan', {
      field: 'organizationId',
      rule: 'validation.plans.notAdmin',
    });
  return inOrganisation(d.db, organizationId, async (tx) => {
    // The institute's row is the lock the seat checks take too, so a join cannot slip in between.
    const seats = await lockSeats(tx, organizationId);
    if (!seats) throw notFound('No such institute');
    const current = await activeSubscription(tx, { organizationId });
    if (current?.planKey !== plan.key) {
      const verdict = checkChoice(plan, { organizationId, administers: true, students: seats.students });
      if (!verdict.ok)
        throw new AppError(
          409,
          'PLAN_STUDENT_LIMIT',
          `The institute has ${seats.students} students, more than ${plan.key} allows`,
          { field: 'planKey', rule: `validation.plans.${verdict.rule}` },
        );
    }
    return record(tx, d, viewer, { organizationId }, plan, provider);
  });
}
