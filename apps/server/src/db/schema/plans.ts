import { planKeys, subscriptionStatuses } from '@abhyas/core';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { tenantPolicy } from './tenant.ts';
import { users } from './users.ts';

/**
 * A chosen plan (docs/plans.md): a student's for themself (user_id) or an institute's (organization_id),
 * exactly one of the two. Choosing another plan ends the active one (status 'ended', ended_at), so the
 * history stays and every receipt keeps working. At most one active subscription per user and per
 * institute, held by the partial unique indexes, not only by the service's lock.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organisations.id, { onDelete: 'cascade' }),
    planKey: text('plan_key', { enum: planKeys }).notNull(),
    status: text('status', { enum: subscriptionStatuses }).notNull().default('active'),
    /** What was settled, in paise (0 while the platform is free), and in which currency. */
    amountPaise: integer('amount_paise').notNull().default(0),
    currency: text('currency', { enum: ['INR'] })
      .notNull()
      .default('INR'),
    receiptNumber: text('receipt_number').notNull().unique('subscriptions_receipt_number_unique'),
    /** The payment provider that settled it ('free') and its own reference for the payment. */
    provider: text('provider').notNull(),
    paymentReference: text('payment_reference').notNull(),
    /** Who chose it: the student, or the institute's admin who did. */
    chosenById: uuid('chosen_by_id').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    check('subscriptions_one_owner', sql`(${t.userId} is null) <> (${t.organizationId} is null)`),
    uniqueIndex('subscriptions_one_active_per_user').on(t.userId).where(sql`${t.status} = 'active'`),
    uniqueIndex('subscriptions_one_active_per_org').on(t.organizationId).where(sql`${t.status} = 'active'`),
    index('subscriptions_user_idx').on(t.userId, t.startedAt),
    index('subscriptions_org_idx').on(t.organizationId, t.startedAt),
    tenantPolicy('subscriptions_tenant', t.organizationId),
  ],
).enableRLS();
export type SubscriptionRow = typeof subscriptions.$inferSelect;
