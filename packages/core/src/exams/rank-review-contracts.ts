import { z } from 'zod';
import { localizedSchema as localized } from '../content/localized.ts';
import { rankReviewStatuses } from './attempt-contracts.ts';

/** Admins: first attempts held out of the ranks as implausible (docs/exam-hall.md, "Honest ranks"). */
export const rankReviewQuerySchema = z.object({
  status: z.enum(rankReviewStatuses, { error: 'validation.invalidType' }).default('pending'),
});

export const rankReviewItemSchema = z.object({
  attemptId: z.uuid(),
  status: z.enum(rankReviewStatuses),
  set: z.object({ slug: z.string(), title: localized }),
  student: z.object({ id: z.uuid(), username: z.string(), name: z.string() }),
  score: z.number(),
  totalMarks: z.number(),
  answered: z.number().int(),
  correct: z.number().int(),
  totalQuestions: z.number().int(),
  /** Server time from start to the last accepted save. */
  answeringSeconds: z.number().int(),
  /** Measured seconds per answered question, and the floor it fell below. */
  secondsPerAnswer: z.number().nullable(),
  floorSeconds: z.number(),
  /**
   * Why it was held: `pace` (answered faster than the floor) or `answerRecord` (answers that arrived
   * in batches without the visits and time a person's hall records).
   */
  heldFor: z.enum(['pace', 'answerRecord']),
  startedAt: z.iso.datetime(),
  submittedAt: z.iso.datetime(),
  reviewedAt: z.iso.datetime().nullable(),
  reviewedBy: z.string().nullable(),
});
export type RankReviewItem = z.infer<typeof rankReviewItemSchema>;
export const rankReviewListSchema = z.object({ items: z.array(rankReviewItemSchema) });

/**
 * An admin's decision: `cleared` puts the attempt in the ranks, `rejected` keeps it out. Strict, as
 * every request body (docs/api-errors.md): an unknown field is refused.
 */
export const rankReviewDecisionSchema = z.strictObject({
  decision: z.enum(['cleared', 'rejected'], { error: 'validation.attempts.decisionInvalid' }),
});
export type RankReviewDecision = z.infer<typeof rankReviewDecisionSchema>['decision'];
