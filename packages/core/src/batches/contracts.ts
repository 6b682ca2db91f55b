import { z } from 'zod';
import { examKeys } from '../exams/exam-keys.ts';

/**
 * A batch as every institute screen lists it (docs/institutes.md, "Members, batches and teachers"):
 * GET /api/organisations/{organizationId}/batches answers `{ data: BatchSummary[] }`, all batches to
 * the institute's admins and only the batches they teach to teachers. Attendance and the dashboards
 * read this shape: change it only with them.
 */
export const batchSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  examKey: z.enum(examKeys).nullable(),
  /** Active students (not deactivated, still of the institute). */
  studentCount: z.number().int(),
  teacherCount: z.number().int(),
  /** ISO time; null while the batch is in use. */
  archivedAt: z.string().nullable(),
});
export type BatchSummary = z.infer<typeof batchSummarySchema>;

export const batchListSchema = z.object({ data: z.array(batchSummarySchema) });
export type BatchList = z.infer<typeof batchListSchema>;

/** `?archived=true` adds the archived batches (admins); teachers see their active batches only. */
export const batchListQuerySchema = z.object({
  archived: z
    .enum(['true', 'false'], { error: 'validation.invalidType' })
    .optional()
    .transform((v) => v === 'true'),
});

export const batchParams = z.object({
  organizationId: z.uuid('validation.invalidType'),
  batchId: z.uuid('validation.invalidType'),
});

/** One student of a roster: what a teacher needs to mark attendance. */
export const rosterStudentSchema = z.object({ id: z.string(), name: z.string(), username: z.string() });
export type RosterStudent = z.infer<typeof rosterStudentSchema>;

/**
 * GET /api/organisations/{organizationId}/batches/{batchId}/roster: the batch's active students,
 * sorted by name (a teacher only for a batch they teach; 404 otherwise).
 */
export const batchRosterSchema = z.object({
  batch: z.object({ id: z.string(), name: z.string(), examKey: z.enum(examKeys).nullable() }),
  data: z.array(rosterStudentSchema),
});
export type BatchRoster = z.infer<typeof batchRosterSchema>;

/** A missing field and a field of the wrong type get different rule keys. */
const typeError = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'validation.required' : 'validation.invalidType';

/**
 * The limits of members, batches, invites and the roster import (docs/institutes.md, "Members,
 * batches and teachers"; docs/limits.md).
 */
export const batchRules = {
  name: { min: 2, max: 80 },
  /** Students added to a batch in one request. */
  addMax: 200,
  invite: { daysDefault: 14, daysMax: 90, usesDefault: 100, usesMax: 1000 },
  /** Invite codes: 8 characters of an alphabet without 0/O and 1/I, read aloud or typed on a phone. */
  codeAlphabet: 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789',
  codeLength: 8,
  import: { bytesMax: 1024 * 1024, rowsMax: 1000 },
  search: { max: 80 },
} as const;

export const batchNameSchema = z
  .string({ error: typeError })
  .trim()
  .min(batchRules.name.min, 'validation.batches.nameTooShort')
  .max(batchRules.name.max, 'validation.batches.nameTooLong');

export const createBatchRequestSchema = z.strictObject({
  name: batchNameSchema,
  examKey: z.enum(examKeys, { error: 'validation.invalidType' }).nullable().optional(),
});
export type CreateBatchRequest = z.infer<typeof createBatchRequestSchema>;

/** Rename, change the exam, archive (`archived: true`) or bring back (`false`). */
export const updateBatchRequestSchema = z.strictObject({
  name: batchNameSchema.optional(),
  examKey: z.enum(examKeys, { error: 'validation.invalidType' }).nullable().optional(),
  archived: z.boolean({ error: 'validation.invalidType' }).optional(),
});
export type UpdateBatchRequest = z.infer<typeof updateBatchRequestSchema>;

const userIdSchema = z.uuid('validation.invalidType');

export const addStudentsRequestSchema = z.strictObject({
  userIds: z
    .array(userIdSchema, { error: typeError })
    .min(1, 'validation.batches.noStudents')
    .max(batchRules.addMax, 'validation.batches.tooManyStudents'),
});
export type AddStudentsRequest = z.infer<typeof addStudentsRequestSchema>;

/** Moves a student from the batch in the path to `toBatchId`. */
export const moveStudentRequestSchema = z.strictObject({ toBatchId: userIdSchema });
export const assignTeacherRequestSchema = z.strictObject({ userId: userIdSchema });

export const batchMemberParams = batchParams.extend({ userId: z.uuid('validation.invalidType') });
export const memberParams = z.object({
  organizationId: z.uuid('validation.invalidType'),
  userId: z.uuid('validation.invalidType'),
});

/** What changed in a batch: the batch with its counts now. */
export const batchChangeSchema = z.object({ batch: batchSummarySchema });

// ---- Members ----

export const memberRoles = ['admin', 'teacher', 'member'] as const;
export type MemberRole = (typeof memberRoles)[number];

/** GET /api/organisations/{organizationId}/members: search by name, username or email; filters. */
export const membersQuerySchema = z.object({
  q: z.string().trim().max(batchRules.search.max, 'validation.batches.searchTooLong').optional(),
  batchId: z.uuid('validation.invalidType').optional(),
  role: z.enum(memberRoles, { error: 'validation.invalidType' }).optional(),
  status: z.enum(['active', 'deactivated'], { error: 'validation.invalidType' }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type MembersQuery = z.infer<typeof membersQuerySchema>;

export const memberBatchSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(['student', 'teacher']),
});

export const memberSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  orgRole: z.enum(memberRoles),
  /** ISO time the institute deactivated them; null while active. */
  deactivatedAt: z.string().nullable(),
  /** Their active batches, by name. */
  batches: z.array(memberBatchSchema),
});
export type Member = z.infer<typeof memberSchema>;

export const organisationMembersSchema = z.object({
  organisation: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  data: z.array(memberSchema),
  meta: z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() }),
});
export type OrganisationMembers = z.infer<typeof organisationMembersSchema>;

/** Change a member's role, or deactivate (`true`) / reactivate (`false`) them. */
export const updateMemberRequestSchema = z.strictObject({
  orgRole: z.enum(memberRoles, { error: 'validation.invalidType' }).optional(),
  deactivated: z.boolean({ error: 'validation.invalidType' }).optional(),
});
export type UpdateMemberRequest = z.infer<typeof updateMemberRequestSchema>;
export const memberChangeSchema = z.object({ member: memberSchema });

// ---- Invites ----

export const inviteRoles = ['member', 'teacher'] as const;
export type InviteRole = (typeof inviteRoles)[number];

export const createInviteRequestSchema = z.strictObject({
  role: z.enum(inviteRoles, { error: 'validation.invalidType' }).default('member'),
  batchId: z.uuid('validation.invalidType').nullable().optional(),
  expiresInDays: z
    .number({ error: typeError })
    .int('validation.invalidType')
    .min(1, 'validation.batches.inviteDays')
    .max(batchRules.invite.daysMax, 'validation.batches.inviteDays')
    .default(batchRules.invite.daysDefault),
  maxUses: z
    .number({ error: typeError })
    .int('validation.invalidType')
    .min(1, 'validation.batches.inviteUses')
    .max(batchRules.invite.usesMax, 'validation.batches.inviteUses')
    .default(batchRules.invite.usesDefault),
});
export type CreateInviteRequest = z.input<typeof createInviteRequestSchema>;

export const inviteSchema = z.object({
  id: z.string(),
  code: z.string(),
  role: z.enum(inviteRoles),
  batch: z.object({ id: z.string(), name: z.string() }).nullable(),
  maxUses: z.number().int(),
  uses: z.number().int(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Invite = z.infer<typeof inviteSchema>;
export const inviteListSchema = z.object({ data: z.array(inviteSchema) });
export const inviteParams = z.object({
  organizationId: z.uuid('validation.invalidType'),
  inviteId: z.uuid('validation.invalidType'),
});

/** A code as typed: spaces and dashes dropped, upper-cased; only the code's alphabet may remain. */
export const inviteCodeSchema = z
  .string({ error: typeError })
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .length(batchRules.codeLength, 'validation.batches.codeInvalid')
      .regex(/^[A-HJ-NP-Z2-9]+$/, 'validation.batches.codeInvalid'),
  );
export const inviteCodeParams = z.object({ code: inviteCodeSchema });

/** GET /api/invites/{code}: what the person who opened the link joins. */
export const invitePreviewSchema = z.object({
  organisation: z.object({ id: z.string(), name: z.string() }),
  role: z.enum(inviteRoles),
  batch: z.object({ name: z.string() }).nullable(),
  /** The caller already belongs to this institute. */
  alreadyMember: z.boolean(),
  /** The caller belongs to another institute: they must leave it before joining. */
  inOtherInstitute: z.boolean(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

/** POST /api/invites/{code}/join: the caller's institute and role now (refresh the token after it). */
export const joinResultSchema = z.object({
  organizationId: z.string(),
  orgRole: z.enum(memberRoles),
  joined: z.boolean(),
});
export type JoinResult = z.infer<typeof joinResultSchema>;

// ---- Roster import ----

export const rosterFormats = ['csv', 'xlsx'] as const;
export type RosterFormat = (typeof rosterFormats)[number];

export const rosterImportRequestSchema = z.strictObject({
  format: z.enum(rosterFormats, { error: 'validation.invalidType' }),
  /** The file, base64 (at most batchRules.import.bytesMax bytes once decoded). */
  contentBase64: z
    .string({ error: typeError })
    .min(1, 'validation.required')
    .max(Math.ceil((batchRules.import.bytesMax * 4) / 3) + 4, 'validation.batches.fileTooLarge'),
  /** Check the file and report without changing anything. */
  dryRun: z.boolean({ error: 'validation.invalidType' }).default(false),
});
export type RosterImportRequest = z.input<typeof rosterImportRequestSchema>;

export const rosterRowOutcomes = ['added', 'alreadyMember', 'bad'] as const;
export const rosterRowSchema = z.object({
  /** The spreadsheet row (header = 1). */
  row: z.number().int(),
  name: z.string(),
  identifier: z.string(),
  batch: z.string().nullable(),
  role: z.enum(inviteRoles),
  outcome: z.enum(rosterRowOutcomes),
  /** The account's own name when found (the file's name is only the admin's note). */
  accountName: z.string().nullable(),
  /** Translation keys of what is wrong with a bad row. */
  problems: z.array(z.string()),
});
export type RosterRow = z.infer<typeof rosterRowSchema>;

export const rosterReportSchema = z.object({
  imported: z.boolean(),
  dryRun: z.boolean(),
  /** File-level problems (translation keys): no row could be read. */
  fileProblems: z.array(z.string()),
  rows: z.array(rosterRowSchema),
  /** Batches the import makes (a batch name no active batch has). */
  newBatches: z.array(z.string()),
  counts: z.object({ added: z.number(), alreadyMember: z.number(), bad: z.number() }),
});
export type RosterReport = z.infer<typeof rosterReportSchema>;
