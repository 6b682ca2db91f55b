import { z } from 'zod';
import { ruleMessagesEn } from '../auth/rules.ts';
import { examKeys } from '../exams/exam-keys.ts';
import { leaderboardPeriods } from './points.ts';

export const boardMessagesEn: Record<string, string> = {
  'validation.leaderboards.periodInvalid': 'Choose this week, this month or all time.',
  'validation.leaderboards.scopeInvalid': 'Choose all students, an exam or your institute.',
  'validation.leaderboards.examRequired': 'Choose an exam for the exam leaderboard.',
};
Object.assign(ruleMessagesEn, boardMessagesEn);

export const leaderboardScopes = ['global', 'exam', 'org'] as const;
export type LeaderboardScope = (typeof leaderboardScopes)[number];

/** GET /api/leaderboards: one board, its top and the viewer's own rank. */
export const globalBoardQuerySchema = z
  .object({
    period: z.enum(leaderboardPeriods, { error: 'validation.leaderboards.periodInvalid' }).default('week'),
    scope: z.enum(leaderboardScopes, { error: 'validation.leaderboards.scopeInvalid' }).default('global'),
    exam: z.enum(examKeys, { error: 'validation.leaderboards.examRequired' }).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(100),
  })
  .refine((q) => q.scope !== 'exam' || q.exam !== undefined, {
    message: 'validation.leaderboards.examRequired',
    path: ['exam'],
  });
export type GlobalBoardQuery = z.infer<typeof globalBoardQuerySchema>;

export const globalBoardEntrySchema = z.object({
  rank: z.number().int(),
  name: z.string(),
  username: z.string(),
  points: z.number().int(),
  isMe: z.boolean(),
});

export const globalBoardSchema = z.object({
  period: z.enum(leaderboardPeriods),
  /** The week's Monday (YYYY-MM-DD), the month (YYYY-MM) or `all`. */
  periodKey: z.string(),
  scope: z.enum(leaderboardScopes),
  exam: z.enum(examKeys).nullable(),
  /** Students with points on this board. */
  participants: z.number().int(),
  top: z.array(globalBoardEntrySchema),
  /** Null while the viewer has no points on this board. */
  mine: z.object({ rank: z.number().int(), points: z.number().int() }).nullable(),
});
export type GlobalBoard = z.infer<typeof globalBoardSchema>;
