import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { batches } from './batches.ts';
import { organisations } from './organisations.ts';
import { users } from './users.ts';

/**
 * A notification for one user (userId set) or for every member of an organisation (organizationId
 * set, userId null).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').references(() => organisations.id, { onDelete: 'cascade' }),
    /** An institute's notice to one batch only (its students and teachers); null for the whole institute. */
    batchId: uuid('batch_id').references(() => batches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /**
     * What a notice the platform wrote itself says (modules/notifications/messages.ts): the kind and
     * its params, rendered in the reader's language when read. Null for an organisation's own notice,
     * which is shown as written (title, body).
     */
    kind: text('kind'),
    params: jsonb('params'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_org_created_idx').on(t.organizationId, t.createdAt),
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

/**
 * A student's "delete" of an institute-wide notice: it hides the notice for that student only (an
 * institute admin's delete removes the notice for everyone). A personal notice is simply deleted.
 */
export const notificationDismissals = pgTable(
  'notification_dismissals',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notificationId] })],
);

/**
 * Web Push subscriptions (standard Web Push with VAPID, docs/notifications.md). One row per browser
 * subscription; a push service's 404 or 410 deletes it. The keys are the browser's public key and
 * auth secret for encrypting payloads to it: not secrets of ours, but never sent back out.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_unique'),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** "Mobile Android (Google Inc.)": shown to the student if they ever list their devices. */
    device: text('device').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
