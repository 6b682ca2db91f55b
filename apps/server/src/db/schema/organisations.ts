import { organisationKinds } from '@abhyas/core';
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantPolicy } from './tenant.ts';

export const organisations = pgTable(
  'organisations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    kind: text('kind', { enum: organisationKinds }).notNull().default('coaching'),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    contactName: text('contact_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    expectedStudents: integer('expected_students').notNull().default(0),
    /**
     * A suspended institute keeps its data but its admins, teachers and students lose the institute's
     * screens until a platform admin lifts it (their own practice is untouched).
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantPolicy('organisations_tenant', t.id)],
).enableRLS();
export type OrganisationRow = typeof organisations.$inferSelect;
