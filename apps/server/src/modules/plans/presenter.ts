import { planOf, type Receipt, type Subscription } from '@abhyas/core';
import type { SubscriptionRow } from '../../db/schema/index.ts';

/** The only place a subscription row becomes a contract (no chooser id, no provider internals). */
export function presentSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    planKey: row.planKey,
    audience: row.organizationId ? 'institute' : 'student',
    organizationId: row.organizationId,
    status: row.status,
    amountPaise: row.amountPaise,
    currency: row.currency,
    receiptNumber: row.receiptNumber,
    paymentReference: row.paymentReference,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

export function presentReceipt(row: SubscriptionRow, payerName: string): Receipt {
  const plan = planOf(row.planKey);
  return {
    receiptNumber: row.receiptNumber,
    subscriptionId: row.id,
    planKey: row.planKey,
    planName: plan?.name ?? { hi: row.planKey, en: row.planKey },
    payer: { kind: row.organizationId ? 'institute' : 'student', name: payerName },
    amountPaise: row.amountPaise,
    currency: row.currency,
    status: row.status,
    provider: row.provider,
    paymentReference: row.paymentReference,
    issuedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}
