import { orgRoles } from '@abhyas/core';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { examKeyEnum } from './exams.ts';
import { organisations } from './organisations.ts';

/** Usernames and emails are stored lower-case, so the unique indexes are case-insensitive in effect. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    username: text('username').notNull().unique('users_username_unique'),
    email: text('email').notNull().unique('users_email_unique'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'user'] })
      .notNull()
      .default('user'),
    orgRole: text('org_role', { enum: orgRoles }),
    organizationId: uuid('organization_id').references(() => organisations.id, { onDelete: 'set null' }),
    /**
     * An institute admin deactivated this member: they stay on the roster (and in its history) but
     * lose the institute's screens, notices and batch tests until reactivated. Their own practice is untouched.
     */
    orgDeactivatedAt: timestamp('org_deactivated_at', { withTimezone: true }),
    /** Granted by a platform admin: 20 extra minutes per hour in the exam hall (as IBPS allows). */
    compensatoryTime: boolean('compensatory_time').notNull().default(false),
    /** The language the user chose (docs/first-visit.md); null until they choose. Applied at sign-in on any device. */
    language: text('language', { enum: ['hi', 'en'] }),
    /**
     * The exam the student prepares for (docs/first-visit.md): the dashboard, quizzes and the test
     * series open on it, and aimed practice weighs it first. Null until chosen, or when skipped.
     */
    targetExam: examKeyEnum('target_exam'),
    /**
     * When the student last answered "Which exam are you preparing for?" (a choice or Skip). With a
     * null target it is what makes a skip remembered: the step is shown only while both are null.
     */
    targetExamAskedAt: timestamp('target_exam_asked_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('users_organization_idx').on(t.organizationId),
    // The platform admin's sign-ups per day (modules/admin/services/get-stats.ts).
    index('users_created_idx').on(t.createdAt),
  ],
);
export type UserRow = typeof users.$inferSelect;
