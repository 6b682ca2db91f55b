import { z } from 'zod';
import { ruleMessagesEn } from '../auth/rules.ts';
import { planAudiences, planKeys } from './catalogue.ts';

export const planMessagesEn: Record<string, string> = {
  'validation.plans.planKey': 'is not a plan',
  'validation.plans.wrongAudience': 'a student plan is chosen for yourself, not for an institute',
  'validation.plans.organisationNeeded': 'an institute plan needs the institute it is for',
  'validation.plans.belowStudents': 'the institute already has more students than this plan allows',
  'validation.plans.notAdmin': 'only an admin of this institute may choose its plan',
  'validation.plans.notFree': 'only a free plan can be chosen until payments open',
};
Object.assign(ruleMessagesEn, planMessagesEn);

const words = z.object({ hi: z.string(), en: z.string() });

export const planSchema = z.object({
  key: z.enum(planKeys),
  audience: z.enum(planAudiences),
  name: words,
  amountPaise: z.number().int(),
  currency: z.literal('INR'),
  studentLimit: z.number().int().nullable(),
  includes: z.array(words),
});
export type PlanContract = z.infer<typeof planSchema>;

export const planListSchema = z.object({
  data: z.array(planSchema),
  /** The plan of whoever has chosen none (docs/plans.md). */
  defaults: z.object({ student: z.enum(planKeys), institute: z.enum(planKeys) }),
});
export type PlanList = z.infer<typeof planListSchema>;

export const subscriptionStatuses = ['active', 'ended'] as const;

export const subscriptionSchema = z.object({
  id: z.string(),
  planKey: z.enum(planKeys),
  audience: z.enum(planAudiences),
  organizationId: z.string().nullable(),
  status: z.enum(subscriptionStatuses),
  amountPaise: z.number().int(),
  currency: z.literal('INR'),
  receiptNumber: z.string(),
  paymentReference: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const myPlansSchema = z.object({
  /** The caller's own plan: their active subscription, or null while on the default. */
  student: z.object({ planKey: z.enum(planKeys), subscription: subscriptionSchema.nullable() }),
  /** Set only for an admin of an institute: the institute's plan and how full it is. */
  institute: z
    .object({
      organizationId: z.string(),
      organisationName: z.string(),
      planKey: z.enum(planKeys),
      subscription: subscriptionSchema.nullable(),
      students: z.number().int(),
      studentLimit: z.number().int().nullable(),
    })
    .nullable(),
});
export type MyPlans = z.infer<typeof myPlansSchema>;

export const chooseSubscriptionRequestSchema = z.strictObject({
  planKey: z.enum(planKeys, { error: 'validation.plans.planKey' }),
  /** Only for an institute plan: the institute it is for (the caller must administer it). */
  organizationId: z.uuid('validation.invalidType').optional(),
});
export type ChooseSubscriptionRequest = z.infer<typeof chooseSubscriptionRequestSchema>;

export const chooseSubscriptionResponseSchema = z.object({
  subscription: subscriptionSchema,
  /** False when the plan was already the active one (a double click): nothing new was recorded. */
  changed: z.boolean(),
});
export type ChooseSubscriptionResponse = z.infer<typeof chooseSubscriptionResponseSchema>;

export const subscriptionIdParamsSchema = z.object({ subscriptionId: z.uuid('validation.invalidType') });

export const receiptSchema = z.object({
  receiptNumber: z.string(),
  subscriptionId: z.string(),
  planKey: z.enum(planKeys),
  planName: words,
  /** Who the plan is for: the student themself or the institute. */
  payer: z.object({ kind: z.enum(planAudiences), name: z.string() }),
  amountPaise: z.number().int(),
  currency: z.literal('INR'),
  status: z.enum(subscriptionStatuses),
  /** The payment provider that settled it ('free' while the platform is free) and its reference. */
  provider: z.string(),
  paymentReference: z.string(),
  issuedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;
