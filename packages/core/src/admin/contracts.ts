import { z } from 'zod';
import { adminUserSchema } from '../auth/contracts.ts';

const typeError = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'validation.required' : 'validation.invalidType';

/** One Indian day's figure in a series (`day` is YYYY-MM-DD, Asia/Kolkata). */
export const dayCountSchema = z.object({ day: z.string(), count: z.number().int() });
export type DayCount = z.infer<typeof dayCountSchema>;

/** A live test's turnout: who registered and who sat it (started an attempt). */
export const liveTurnoutSchema = z.object({
  id: z.string(),
  title: z.object({ hi: z.string(), en: z.string() }),
  startsAt: z.string(),
  registered: z.number().int(),
  /** Registered candidates who joined (their attempt started). */
  joined: z.number().int(),
});
export type LiveTurnout = z.infer<typeof liveTurnoutSchema>;

/**
 * GET /api/admin/stats: the platform admin's numbers (docs/admin.md says what each counts).
 * Series cover the last `adminStatsDays` Indian days, oldest first, today last, zeros included.
 */
export const adminStatsSchema = z.object({
  generatedAt: z.string(),
  users: z.object({ total: z.number().int(), disabled: z.number().int(), admins: z.number().int() }),
  signUpsPerDay: z.array(dayCountSchema),
  activeStudents: z.object({
    /** Distinct students active on the Indian day so far. */
    today: z.number().int(),
    /** Distinct students active in the last seven Indian days, today included. */
    week: z.number().int(),
    perDay: z.array(dayCountSchema),
  }),
  attemptsPerDay: z.array(dayCountSchema),
  quizzesPerDay: z.array(dayCountSchema),
  /** Null while the live tests' tables are not in this database (docs/admin.md). */
  liveTests: z
    .object({
      upcoming: z.number().int(),
      /** Tests whose window has closed (cancelled ones left out). */
      past: z.number().int(),
      recent: z.array(liveTurnoutSchema),
    })
    .nullable(),
  institutes: z.object({
    total: z.number().int(),
    suspended: z.number().int(),
    pendingRequests: z.number().int(),
  }),
  openFeedback: z.number().int(),
  openQuestionReports: z.number().int(),
  pendingRankReviews: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** GET /api/admin/users/{id}: one account with what it has done. */
export const adminUserDetailSchema = z.object({
  user: adminUserSchema.extend({
    createdAt: z.string(),
    /** The last time anything counted as activity happened (docs/admin.md), or null. */
    lastActiveAt: z.string().nullable(),
    organization: z.object({ id: z.string(), name: z.string() }).nullable(),
  }),
  counts: z.object({
    attempts: z.number().int(),
    submittedAttempts: z.number().int(),
    quizzes: z.number().int(),
    activeSessions: z.number().int(),
  }),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const platformRoles = ['user', 'admin'] as const;
/** PATCH /api/admin/users/{id}/role: a student becomes a platform admin, or back. */
export const changeRoleRequestSchema = z.strictObject({
  role: z.enum(platformRoles, { error: typeError }),
});
export type ChangeRoleRequest = z.infer<typeof changeRoleRequestSchema>;
