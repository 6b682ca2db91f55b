import { organisationKinds } from '@abhyas/core';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { users } from './users.ts';

/**
 * "Register Your Institute": a signed-in user's request, decided by a platform admin. Approval makes
 * the organisation and the applicant its first admin; the applicant is notified either way.
 */
export const organisationRequests = pgTable(
  'organisation_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: organisationKinds }).notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    expectedStudents: integer('expected_students').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Shown to the applicant with a rejection. */
    reason: text('reason').notNull().default(''),
    organizationId: uuid('organization_id').references(() => organisations.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('organisation_requests_status_idx').on(t.status, t.createdAt),
    // One open request per applicant: a second press of "Register" edits nothing and gets a clear error.
    uniqueIndex('organisation_requests_one_pending').on(t.applicantId).where(sql`${t.status} = 'pending'`),
  ],
);
export type OrganisationRequestRow = typeof organisationRequests.$inferSelect;
