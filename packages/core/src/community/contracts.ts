import { z } from 'zod';
import { examKeys } from '../exams/exam-keys.ts';
import { communityRules, groupRoles, hasVisibleText, withoutInvisible } from './rules.ts';

/**
 * The community's REST contracts (docs/community.md): groups, members, history. The socket's event
 * map is in events.ts and shares the message shape defined here.
 */

/** A missing field and a field of the wrong type get different rule keys. */
const typeError = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'validation.required' : 'validation.invalidType';

export const groupParams = z.object({ groupId: z.uuid('validation.invalidType') });
export const groupMemberParams = z.object({
  groupId: z.uuid('validation.invalidType'),
  userId: z.uuid('validation.invalidType'),
});
export const groupMessageParams = z.object({
  groupId: z.uuid('validation.invalidType'),
  messageId: z.uuid('validation.invalidType'),
});

export const groupVisibilities = ['public', 'private'] as const;
/** `open`: made by a student; `batch`: an institute batch's own group, kept in step with its roster. */
export const groupKinds = ['open', 'batch'] as const;

export const groupRoleSchema = z.enum(groupRoles);

/** The last message of a group as a list shows it (null when the group has none). */
export const lastMessageSchema = z.object({
  seq: z.number().int(),
  preview: z.string(),
  authorName: z.string().nullable(),
  at: z.string(),
});

/** A group as "My groups" and discovery list it. */
export const groupSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  examKey: z.enum(examKeys).nullable(),
  visibility: z.enum(groupVisibilities),
  kind: z.enum(groupKinds),
  cover: z.string(),
  memberCount: z.number().int(),
  /** The caller's role; null when not a member (discovery). */
  myRole: groupRoleSchema.nullable(),
  lastMessage: lastMessageSchema.nullable(),
  /** Messages after the caller's read mark (0 for non-members). */
  unreadCount: z.number().int(),
  lastActivityAt: z.string(),
  archivedAt: z.string().nullable(),
});
export type GroupSummary = z.infer<typeof groupSummarySchema>;

/** One group, as its chat screen opens it (members only; a public group's card for others). */
export const groupDetailSchema = groupSummarySchema.extend({
  /** Only to the owner and admins. */
  inviteCode: z.string().nullable(),
  slowModeSeconds: z.number().int(),
  /** The highest sequence number the group has (the catch-up target). */
  lastSeq: z.number().int(),
  myLastReadSeq: z.number().int(),
  /** ISO time until which the caller may not send; null when not muted. */
  myMutedUntil: z.string().nullable(),
});
export type GroupDetail = z.infer<typeof groupDetailSchema>;

export const groupListSchema = z.object({ data: z.array(groupSummarySchema) });
export type GroupList = z.infer<typeof groupListSchema>;

export const discoverQuerySchema = z.object({
  q: z.string().trim().max(communityRules.discover.queryMax, 'validation.community.queryTooLong').optional(),
  exam: z.enum(examKeys, { error: 'validation.invalidType' }).optional(),
  page: z.coerce.number({ error: 'validation.invalidType' }).int().min(1).max(500).default(1),
});
export const discoverListSchema = groupListSchema.extend({ hasMore: z.boolean() });
export type DiscoverList = z.infer<typeof discoverListSchema>;

const nameSchema = z
  .string({ error: typeError })
  // Invisible controls go (rules.ts): a name of zero-width spaces is empty, and a right-to-left
  // override cannot make "laiciffo" read "official" in discovery.
  .transform(withoutInvisible)
  .pipe(
    z
      .string()
      .trim()
      .min(communityRules.name.min, 'validation.community.nameTooShort')
      .max(communityRules.name.max, 'validation.community.nameTooLong'),
  )
  .refine(hasVisibleText, 'validation.community.nameTooShort');
const descriptionSchema = z
  .string({ error: typeError })
  .transform(withoutInvisible)
  .pipe(z.string().trim().max(communityRules.description.max, 'validation.community.descriptionTooLong'));
const coverSchema = z.enum(communityRules.covers, { error: 'validation.invalidType' });

export const createGroupRequestSchema = z.strictObject({
  name: nameSchema,
  description: descriptionSchema.default(''),
  examKey: z.enum(examKeys, { error: 'validation.invalidType' }).nullable().default(null),
  visibility: z.enum(groupVisibilities, { error: typeError }),
  cover: coverSchema.default(communityRules.covers[0]),
});
export type CreateGroupRequest = z.input<typeof createGroupRequestSchema>;

/** Owners and admins change a group; a batch group's name and visibility follow its batch. */
export const updateGroupRequestSchema = z.strictObject({
  name: nameSchema.optional(),
  description: descriptionSchema.optional(),
  examKey: z.enum(examKeys, { error: 'validation.invalidType' }).nullable().optional(),
  visibility: z.enum(groupVisibilities, { error: 'validation.invalidType' }).optional(),
  cover: coverSchema.optional(),
  slowModeSeconds: z
    .number({ error: typeError })
    .int()
    .refine(
      (n) => (communityRules.slowModeSeconds as readonly number[]).includes(n),
      'validation.invalidType',
    )
    .optional(),
});
export type UpdateGroupRequest = z.infer<typeof updateGroupRequestSchema>;

export const joinByCodeRequestSchema = z.strictObject({
  code: z
    .string({ error: typeError })
    .trim()
    .toUpperCase()
    .length(communityRules.codeLength, 'validation.community.codeInvalid'),
});

export const groupInviteCodeSchema = z.object({ inviteCode: z.string() });

export const groupMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  username: z.string(),
  role: groupRoleSchema,
  joinedAt: z.string(),
  /** Shown to moderators only; null otherwise. */
  mutedUntil: z.string().nullable(),
  /** The member's read mark (read receipts: who has read up to which message). */
  lastReadSeq: z.number().int(),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;
export const groupMemberListSchema = z.object({ data: z.array(groupMemberSchema) });
export type GroupMemberList = z.infer<typeof groupMemberListSchema>;

/** A moderator changes a member: their role (owner only: member ⇄ admin) or a mute. */
export const updateGroupMemberRequestSchema = z.strictObject({
  role: z.enum(['admin', 'member'], { error: 'validation.invalidType' }).optional(),
  muteMinutes: z
    .number({ error: typeError })
    .int()
    .refine((n) => (communityRules.muteMinutes as readonly number[]).includes(n), 'validation.invalidType')
    .optional(),
});

export const transferOwnershipRequestSchema = z.strictObject({ userId: z.uuid('validation.invalidType') });

/** A question shared into a chat: a card that opens it in the bank (never its key). */
export const sharedQuestionSchema = z.object({
  questionId: z.string(),
  /**
   * The question's opening words in both languages; null where the question is sealed for the reader
   * (a ranked set they have not sat: its text alone is a head start, docs/honest-ranks.md), and in
   * a room's broadcast of any question a set or a coming Problem of the Day holds (each reader's own
   * history then says whether they may read it). The card still opens the question's page, which
   * applies the same rule.
   */
  preview: z.object({ hi: z.string(), en: z.string() }).nullable(),
});

export const reactionCountSchema = z.object({
  emoji: z.enum(communityRules.reactions),
  count: z.number().int(),
  /** Did the caller give this reaction? (false in socket broadcasts; the client keeps its own). */
  mine: z.boolean(),
});

export const messageKinds = ['text', 'question', 'system'] as const;

/**
 * A message as REST and the socket carry it. A deleted message keeps its place (`deletedAt`, no
 * text); a hidden one (by a moderator) likewise shows no text to anyone.
 */
export const chatMessageSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  /** Per-group, strictly increasing, no gaps: what catch-up and ordering rely on. */
  seq: z.number().int(),
  /** The sender's id for this message (their retry is the same message). */
  clientId: z.string(),
  kind: z.enum(messageKinds),
  author: z.object({ id: z.string(), name: z.string(), username: z.string() }).nullable(),
  text: z.string().nullable(),
  question: sharedQuestionSchema.nullable(),
  replyToSeq: z.number().int().nullable(),
  reactions: z.array(reactionCountSchema),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
  hiddenAt: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * GET /api/community/groups/{groupId}/messages: `?before=seq` pages older messages (scroll up),
 * `?after=seq` catches up on newer ones (after a reconnect). Messages come in ascending seq.
 */
export const historyQuerySchema = z.object({
  before: z.coerce.number({ error: 'validation.invalidType' }).int().min(1).optional(),
  after: z.coerce.number({ error: 'validation.invalidType' }).int().min(0).optional(),
  limit: z.coerce
    .number({ error: 'validation.invalidType' })
    .int()
    .min(1)
    .max(communityRules.page.max)
    .default(communityRules.page.default),
});
export const historySchema = z.object({
  data: z.array(chatMessageSchema),
  /** The group's highest seq when read. */
  lastSeq: z.number().int(),
  /** More messages exist beyond this page in the direction asked. */
  hasMore: z.boolean(),
});
export type History = z.infer<typeof historySchema>;

export const reportMessageRequestSchema = z.strictObject({
  reason: z
    .string({ error: typeError })
    .trim()
    .min(3, 'validation.community.reasonTooShort')
    .max(communityRules.report.reasonMax, 'validation.community.reasonTooLong'),
});

export const moderationActions = [
  'removeMember',
  'changeRole',
  'mute',
  'unmute',
  'deleteMessage',
  'hideMessage',
  'slowMode',
  'resetCode',
  'transferOwnership',
  'report',
  'liftRemoval',
] as const;
export const moderationEntrySchema = z.object({
  id: z.string(),
  action: z.enum(moderationActions),
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  targetUser: z.object({ id: z.string(), name: z.string() }).nullable(),
  messageSeq: z.number().int().nullable(),
  detail: z.string().nullable(),
  at: z.string(),
});
export type ModerationEntry = z.infer<typeof moderationEntrySchema>;
export const moderationLogSchema = z.object({ data: z.array(moderationEntrySchema) });

/**
 * A person a moderator removed from the group (moderators only): they cannot join again by tap or
 * code until a moderator lifts the removal (DELETE …/removals/{userId}).
 */
export const groupRemovalSchema = z.object({
  userId: z.string(),
  name: z.string(),
  username: z.string(),
  removedAt: z.string(),
  removedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type GroupRemoval = z.infer<typeof groupRemovalSchema>;
export const groupRemovalListSchema = z.object({ data: z.array(groupRemovalSchema) });
