import { z } from 'zod';
import { emailSchema, nameSchema } from '../auth/contracts.ts';
import { feedbackRules } from './rules.ts';

const typeError = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'validation.required' : 'validation.invalidType';

export const feedbackFormTypes = ['contact-us', 'feedback'] as const;
export type FeedbackFormType = (typeof feedbackFormTypes)[number];
export const contactTopics = ['institute-demo', 'support', 'partnership', 'other'] as const;
export type ContactTopic = (typeof contactTopics)[number];
export const feedbackCategories = ['content', 'app', 'exam-hall', 'other'] as const;
export type FeedbackCategory = (typeof feedbackCategories)[number];
export const feedbackStatuses = ['new', 'handled'] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];

/** Optional; empty means absent. Stored normalised as +91 and the 10 digits. */
export const indianMobileSchema = z
  .string({ error: typeError })
  .trim()
  .max(feedbackRules.phone.max, 'validation.feedback.phoneInvalid')
  .refine(
    (v) => v === '' || feedbackRules.indianMobile.test(v.replace(/[\s-]/g, '')),
    'validation.feedback.phoneInvalid',
  )
  .transform((v) => {
    const digits = feedbackRules.indianMobile.exec(v.replace(/[\s-]/g, ''))?.[1];
    return digits ? `+91${digits}` : null;
  });

const messageSchema = z
  .string({ error: typeError })
  .trim()
  .min(feedbackRules.message.min, 'validation.feedback.messageTooShort')
  .max(feedbackRules.message.max, 'validation.feedback.messageTooLong');

const common = {
  name: nameSchema,
  email: emailSchema,
  phone: indianMobileSchema.optional(),
  message: messageSchema,
};

export const contactRequestSchema = z.strictObject({
  formType: z.literal('contact-us'),
  ...common,
  topic: z.enum(contactTopics, 'validation.feedback.topicRequired'),
});

export const feedbackOnlyRequestSchema = z.strictObject({
  formType: z.literal('feedback'),
  ...common,
  rating: z
    .number('validation.feedback.ratingRequired')
    .int('validation.feedback.ratingRequired')
    .min(1, 'validation.feedback.ratingRequired')
    .max(5, 'validation.feedback.ratingRequired'),
  category: z.enum(feedbackCategories, 'validation.feedback.categoryRequired'),
});

/** /contact-us and /feedback: one form told apart by `formType`; each type has its own extra fields. */
export const feedbackRequestSchema = z.discriminatedUnion(
  'formType',
  [contactRequestSchema, feedbackOnlyRequestSchema],
  {
    error: 'validation.feedback.formType',
  },
);
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;

export const feedbackSchema = z.object({
  id: z.string(),
  formType: z.enum(feedbackFormTypes),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  topic: z.enum(contactTopics).nullable(),
  rating: z.number().nullable(),
  category: z.enum(feedbackCategories).nullable(),
  message: z.string(),
  status: z.enum(feedbackStatuses),
  userId: z.string().nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  /** The admin's answer, mailed to the sender (null until someone replies). */
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** What the sender gets back: an acknowledgement, not the stored row. */
export const feedbackReceiptSchema = z.object({ id: z.string(), createdAt: z.string() });
export type FeedbackReceipt = z.infer<typeof feedbackReceiptSchema>;

/** POST /api/admin/feedback/{id}/reply: the answer mailed to the sender; the message becomes handled. */
export const feedbackReplyRequestSchema = z.strictObject({
  reply: z
    .string({ error: typeError })
    .trim()
    .min(feedbackRules.reply.min, 'validation.feedback.replyTooShort')
    .max(feedbackRules.reply.max, 'validation.feedback.replyTooLong'),
});
export type FeedbackReplyRequest = z.infer<typeof feedbackReplyRequestSchema>;

export const feedbackListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(feedbackStatuses).optional(),
  formType: z.enum(feedbackFormTypes).optional(),
});
export type FeedbackListQuery = z.infer<typeof feedbackListQuerySchema>;

export const feedbackUpdateSchema = z.strictObject({ handled: z.boolean({ error: typeError }) });
export type FeedbackUpdate = z.infer<typeof feedbackUpdateSchema>;

const pageMetaSchema = z.object({
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  pages: z.number(),
});
export const feedbackListSchema = z.object({ data: z.array(feedbackSchema), meta: pageMetaSchema });
export type FeedbackList = z.infer<typeof feedbackListSchema>;
