import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Messages from /contact-us and /feedback; platform admins read them at /user-feedback. */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formType: text('form_type', { enum: ['contact-us', 'feedback'] }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    topic: text('topic', { enum: ['institute-demo', 'support', 'partnership', 'other'] }),
    rating: integer('rating'),
    category: text('category', { enum: ['content', 'app', 'exam-hall', 'other'] }),
    message: text('message').notNull(),
    /** The signed-in sender, when there was one. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['new', 'handled'] })
      .notNull()
      .default('new'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    /** The admin's answer, mailed to the sender through lib/mailer.ts (docs/admin.md); the last one wins. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: uuid('replied_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_status_created_idx').on(t.status, t.createdAt),
    // The inbox filters by type too (and by status and type together).
    index('feedback_type_status_created_idx').on(t.formType, t.status, t.createdAt),
  ],
);
export type FeedbackRow = typeof feedback.$inferSelect;
