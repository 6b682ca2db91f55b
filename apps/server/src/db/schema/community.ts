import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { batches } from './batches.ts';
import { organisations } from './organisations.ts';
import { questions } from './questions.ts';
import { users } from './users.ts';

/**
 * A study group (docs/community.md). `last_seq` is the group's message counter: a send takes the next
 * number under the group row's lock, so seqs are per group, increasing and without gaps. A batch group
 * (`kind = 'batch'`) belongs to its institute and batch; its members follow the batch's roster.
 */
export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** A core exam key as text (no enum change when keys are added). */
    examKey: text('exam_key'),
    visibility: text('visibility', { enum: ['public', 'private'] }).notNull(),
    kind: text('kind', { enum: ['open', 'batch'] })
      .notNull()
      .default('open'),
    cover: text('cover').notNull(),
    organizationId: uuid('organization_id').references(() => organisations.id, { onDelete: 'cascade' }),
    batchId: uuid('batch_id').references(() => batches.id, { onDelete: 'cascade' }),
    inviteCode: text('invite_code').notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    slowModeSeconds: integer('slow_mode_seconds').notNull().default(0),
    memberCount: integer('member_count').notNull().default(0),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('groups_invite_code_unique').on(t.inviteCode),
    uniqueIndex('groups_batch_unique').on(t.batchId),
    index('groups_public_activity_idx')
      .on(t.lastActivityAt)
      .where(sql`${t.visibility} = 'public' and ${t.archivedAt} is null`),
  ],
);
export type GroupRow = typeof groups.$inferSelect;

/** Who is in a group, their role, their read mark and any mute. */
export const groupMembers = pgTable(
  'group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'admin', 'member'] }).notNull(),
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    mutedUntil: timestamp('muted_until', { withTimezone: true }),
    /** When the member last sent (slow mode). */
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_members_user_idx').on(t.userId)],
);
export type GroupMemberRow = typeof groupMembers.$inferSelect;

/**
 * A message. Committed before anyone sees it; (group, seq) orders the chat; (group, author, client id)
 * makes a sender's retry the same row. Deleting or hiding keeps the row (a tombstone) so seqs stay dense.
 */
export const groupMessages = pgTable(
  'group_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    clientId: uuid('client_id').notNull(),
    kind: text('kind', { enum: ['text', 'question', 'system'] })
      .notNull()
      .default('text'),
    text: text('text').notNull(),
    questionId: uuid('question_id').references(() => questions.id, { onDelete: 'set null' }),
    replyToSeq: bigint('reply_to_seq', { mode: 'number' }),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('group_messages_seq_unique').on(t.groupId, t.seq),
    uniqueIndex('group_messages_client_unique').on(t.groupId, t.authorId, t.clientId),
    index('group_messages_author_created_idx').on(t.authorId, t.createdAt),
  ],
);
export type GroupMessageRow = typeof groupMessages.$inferSelect;

/** One user's reaction to a message (each emoji once per user: a second tap takes it back). */
export const messageReactions = pgTable(
  'message_reactions',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => groupMessages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId, t.emoji] })],
);

/** A member's report of a message, for the group's moderators (one per reporter and message). */
export const messageReports = pgTable(
  'message_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => groupMessages.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('message_reports_once').on(t.messageId, t.reporterId)],
);

/** Every moderation action, for the group's owner and admins to read. */
export const groupModerationLog = pgTable(
  'group_moderation_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    messageSeq: bigint('message_seq', { mode: 'number' }),
    detail: jsonb('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('group_moderation_log_group_idx').on(t.groupId, t.createdAt)],
);

/**
 * What a moderator decided about a person that outlives their membership (docs/community.md,
 * "Moderation"): a removal stands until a moderator lifts it (joining again by tap or code is refused),
 * and a mute runs its time even if the member leaves and joins again.
 */
export const groupRestrictions = pgTable(
  'group_restrictions',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mutedUntil: timestamp('muted_until', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedById: uuid('removed_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] })],
);
