import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every mail the platform sends, kept so a failed send can be seen and retried. With no SMTP_URL the
 * row is the delivery: status 'outbox' and the log line are where a developer finds the message.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  status: text('status', { enum: ['outbox', 'pending', 'sent', 'failed'] }).notNull(),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
