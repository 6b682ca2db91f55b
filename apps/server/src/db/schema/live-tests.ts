import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { attempts } from './attempts.ts';
import { batches } from './batches.ts';
import { practiceSets } from './exams.ts';
import { organisations } from './organisations.ts';
import { users } from './users.ts';

/** The published figures of a live test (docs/live-tests.md, "Results"), scores in milli-marks. */
export interface LiveSummaryRow {
  candidates: number;
  topperMilli: number;
  averageMilli: number;
  distribution: { fromMilli: number; toMilli: number; count: number }[];
  cutOffs: { percentile: number; scoreMilli: number }[];
}

/**
 * A live mock test (docs/live-tests.md): one unpublished set sat by every candidate at the same
 * server time. `ends_at` is stored (start + the template's duration) so the jobs and the lists read
 * it without the template. An all-India test has no organisation; an institute admin's test names
 * one batch of theirs. Not a tenant table: all-India rows are read by everyone, so each service
 * filters by organisation and batch itself.
 */
export const liveTests = pgTable(
  'live_tests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    liveKey: text('live_key').notNull(),
    setId: uuid('set_id')
      .notNull()
      .references(() => practiceSets.id, { onDelete: 'cascade' }),
    titleHi: text('title_hi').notNull(),
    titleEn: text('title_en').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    joinMinutes: integer('join_minutes').notNull().default(15),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    organizationId: uuid('organization_id').references(() => organisations.id, { onDelete: 'cascade' }),
    batchId: uuid('batch_id').references(() => batches.id, { onDelete: 'cascade' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Claimed by the one node that sends the reminder (update … where reminded_at is null). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** Claimed by the one node that publishes; results_published_at is set in the same transaction. */
    publishingAt: timestamp('publishing_at', { withTimezone: true }),
    resultsPublishedAt: timestamp('results_published_at', { withTimezone: true }),
    summary: jsonb('summary').$type<LiveSummaryRow>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('live_tests_starts_idx').on(t.startsAt),
    index('live_tests_due_idx')
      .on(t.endsAt)
      .where(sql`${t.resultsPublishedAt} is null and ${t.cancelledAt} is null`),
    index('live_tests_set_idx').on(t.setId),
    index('live_tests_org_idx').on(t.organizationId, t.startsAt),
    check('live_tests_batch_has_org', sql`${t.batchId} is null or ${t.organizationId} is not null`),
    check('live_tests_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
export type LiveTestRow = typeof liveTests.$inferSelect;

/** A student registered for a live test; `attempt_id` is set when they join. */
export const liveRegistrations = pgTable(
  'live_registrations',
  {
    liveTestId: uuid('live_test_id')
      .notNull()
      .references(() => liveTests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    attemptId: uuid('attempt_id').references(() => attempts.id, { onDelete: 'set null' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'live_registrations_pk', columns: [t.liveTestId, t.userId] }),
    index('live_registrations_user_idx').on(t.userId),
    // A submit asks whether its attempt is a live paper's (attempts/close.ts).
    index('live_registrations_attempt_idx').on(t.attemptId),
  ],
);
export type LiveRegistrationRow = typeof liveRegistrations.$inferSelect;

/**
 * A candidate's published result: written once at publication and never changed (re-attempts of
 * the set afterwards are practice). Competition rank: equal scores share a rank.
 */
export const liveResults = pgTable(
  'live_results',
  {
    liveTestId: uuid('live_test_id')
      .notNull()
      .references(() => liveTests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attemptId: uuid('attempt_id').references(() => attempts.id, { onDelete: 'set null' }),
    scoreMilli: integer('score_milli').notNull(),
    rank: integer('rank').notNull(),
    percentile: real('percentile').notNull(),
    /** Per section of the template: { scoreMilli, rank }. */
    sectionRanks: jsonb('section_ranks').$type<{ scoreMilli: number; rank: number }[]>().notNull(),
    /**
     * When the attempt's leaderboard points and topic accuracy were given (services/credit.ts): they
     * wait for publication, since either would tell a candidate their score while others still sit.
     */
    creditedAt: timestamp('credited_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'live_results_pk', columns: [t.liveTestId, t.userId] }),
    index('live_results_rank_idx').on(t.liveTestId, t.rank),
    index('live_results_uncredited_idx').on(t.liveTestId).where(sql`${t.creditedAt} is null`),
  ],
);
export type LiveResultRow = typeof liveResults.$inferSelect;
