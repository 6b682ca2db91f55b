import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { practiceSets } from './exams.ts';
import { organisations } from './organisations.ts';
import { tenantPolicy } from './tenant.ts';
import { users } from './users.ts';

/**
 * A link or code that makes the user who opens it a member (or teacher) of the institute, and of a
 * batch when it names one. Stored as a hash would be overkill: a code only joins, it reads nothing,
 * and an admin revokes it at once.
 */
export const organisationInvites = pgTable(
  'organisation_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique('organisation_invites_code_unique'),
    role: text('role', { enum: ['member', 'teacher'] })
      .notNull()
      .default('member'),
    batchId: uuid('batch_id').references((): AnyPgColumn => batches.id, { onDelete: 'set null' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    maxUses: integer('max_uses').notNull().default(500),
    uses: integer('uses').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('organisation_invites_org_idx').on(t.organizationId, t.createdAt),
    tenantPolicy('organisation_invites_tenant', t.organizationId),
  ],
).enableRLS();

/** A class of an institute ("SSC CGL सुबह 2026"): its students and teachers are in batch_members. */
export const batches = pgTable(
  'batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The exam the batch prepares for, if one (core exam key as text, so no enum change is needed). */
    examKey: text('exam_key'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('batches_org_name_unique')
      .on(t.organizationId, sql`lower(${t.name})`)
      .where(sql`${t.archivedAt} is null`),
    tenantPolicy('batches_tenant', t.organizationId),
  ],
).enableRLS();
export type BatchRow = typeof batches.$inferSelect;

/**
 * Who is in a batch, as a student or as its teacher. `organization_id` is copied from the batch so
 * that the row-level policy reads the row alone.
 */
export const batchMembers = pgTable(
  'batch_members',
  {
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['student', 'teacher'] })
      .notNull()
      .default('student'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('batch_members_pk').on(t.batchId, t.userId),
    index('batch_members_user_idx').on(t.userId),
    index('batch_members_org_idx').on(t.organizationId),
    tenantPolicy('batch_members_tenant', t.organizationId),
  ],
).enableRLS();
export type BatchMemberRow = typeof batchMembers.$inferSelect;

/**
 * A set assigned to a batch (docs/institutes.md): its students may start it from `opens_at` and
 * until `closes_at`; the batch rank counts first attempts only, as every rank does.
 */
export const batchTests = pgTable(
  'batch_tests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    setId: uuid('set_id')
      .notNull()
      .references(() => practiceSets.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    assignedById: uuid('assigned_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('batch_tests_batch_set_unique').on(t.batchId, t.setId),
    index('batch_tests_org_opens_idx').on(t.organizationId, t.opensAt),
    index('batch_tests_set_idx').on(t.setId),
    tenantPolicy('batch_tests_tenant', t.organizationId),
  ],
).enableRLS();

/**
 * A parent's link to a student's report card: opened without an account until it expires. Only the
 * token's SHA-256 is kept, so a database read cannot be turned into working links.
 */
export const reportCardLinks = pgTable(
  'report_card_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique('report_card_links_token_unique'),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text('language', { enum: ['hi', 'en'] }).notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('report_card_links_student_idx').on(t.studentId),
    tenantPolicy('report_card_links_tenant', t.organizationId),
  ],
).enableRLS();
