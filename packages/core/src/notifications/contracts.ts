import { z } from 'zod';
import { ruleMessagesEn } from '../auth/rules.ts';

const typeError = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'validation.required' : 'validation.invalidType';

export const notificationRules = { title: { min: 1, max: 120 }, body: { min: 1, max: 2000 } } as const;

export const notificationMessagesEn: Record<string, string> = {
  'validation.notifications.titleTooShort': 'is required',
  'validation.notifications.titleTooLong': `must be at most ${notificationRules.title.max} characters`,
  'validation.notifications.bodyTooShort': 'is required',
  'validation.notifications.bodyTooLong': `must be at most ${notificationRules.body.max} characters`,
};
Object.assign(ruleMessagesEn, notificationMessagesEn);

/** The spec's Notification entity: timestamp is epoch milliseconds. */
export const notificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  timestamp: z.number(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  data: z.array(notificationSchema),
  meta: z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() }),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** GET /notifications/organization/:organizationId answers only the data array (spec §7). */
export const organisationNotificationsSchema = z.object({ data: z.array(notificationSchema) });

export const createNotificationRequestSchema = z.strictObject({
  title: z
    .string({ error: typeError })
    .trim()
    .min(notificationRules.title.min, 'validation.notifications.titleTooShort')
    .max(notificationRules.title.max, 'validation.notifications.titleTooLong'),
  body: z
    .string({ error: typeError })
    .trim()
    .min(notificationRules.body.min, 'validation.notifications.bodyTooShort')
    .max(notificationRules.body.max, 'validation.notifications.bodyTooLong'),
});
export type CreateNotificationRequest = z.input<typeof createNotificationRequestSchema>;
