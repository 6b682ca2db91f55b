import { z } from 'zod';
import { ruleMessagesEn } from '../auth/rules.ts';

const typeError = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'validation.required' : 'validation.invalidType';

/** `perInstitutePerDay`: an institute's notices in 24 hours, whichever of its admins sends them. */
export const notificationRules = {
  title: { min: 1, max: 120 },
  body: { min: 1, max: 2000 },
  perInstitutePerDay: 20,
} as const;

export const notificationMessagesEn: Record<string, string> = {
  'validation.notifications.titleTooShort': 'is required',
  'validation.notifications.titleTooLong': `must be at most ${notificationRules.title.max} characters`,
  'validation.notifications.bodyTooShort': 'is required',
  'validation.notifications.bodyTooLong': `must be at most ${notificationRules.body.max} characters`,
  'validation.notifications.instituteDailyLimit': `is over the institute's ${notificationRules.perInstitutePerDay} notices a day; send more tomorrow`,
};
Object.assign(ruleMessagesEn, notificationMessagesEn);

/**
 * The spec's Notification entity: timestamp is epoch milliseconds. The lists add two fields the
 * spec's client ignores: where the notice leads (`link`, a path of the web app: /potd, an attempt's
 * result page; null when there is nothing to open but the body) and whether the reader has seen it
 * (`read`: opening the bell or the list marks everything up to then read).
 */
export const notificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  timestamp: z.number(),
  link: z.string().nullable().optional(),
  read: z.boolean().optional(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications/unread: what the bell's badge counts (capped: the badge shows 10+ anyway). */
export const unreadCountSchema = z.object({ unread: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
/** The most the unread count ever says; the badge needs only "more than 10". */
export const UNREAD_COUNT_CAP = 100;

/**
 * POST /api/notifications/read: everything the reader sees up to `upTo` (epoch ms: the newest
 * notice the screen showed; absent, now) is read. A notice that arrived after stays unread.
 */
export const markNotificationsReadSchema = z.strictObject({
  upTo: z.number({ error: 'validation.invalidType' }).int('validation.invalidType').min(0).optional(),
});
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;

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
  /** An institute's notice to one of its batches only (its students and teachers); absent: everyone. */
  batchId: z.uuid('validation.invalidType').optional(),
});
export type CreateNotificationRequest = z.input<typeof createNotificationRequestSchema>;

export const pushMessagesEn: Record<string, string> = {
  'validation.push.tokenInvalid': 'is not a push subscription this server can send to',
  'validation.push.deviceInvalid': 'must be a short description of the device',
  'validation.push.userMismatch': 'must be the signed-in user',
  'validation.push.timestampInvalid': 'must be an ISO time',
};
Object.assign(ruleMessagesEn, pushMessagesEn);

/**
 * POST /api/notification/token (spec §4): `token` is the browser's push subscription as JSON,
 * `device` "type platform (vendor)", `userId` the caller's own id, `timestamp` an ISO time.
 */
export const pushTokenRequestSchema = z.strictObject({
  token: z
    .string({ error: 'validation.push.tokenInvalid' })
    .min(10, 'validation.push.tokenInvalid')
    .max(4000, 'validation.push.tokenInvalid'),
  device: z
    .string({ error: 'validation.push.deviceInvalid' })
    .min(1, 'validation.push.deviceInvalid')
    .max(200, 'validation.push.deviceInvalid'),
  userId: z.uuid('validation.push.userMismatch'),
  timestamp: z.iso.datetime({ error: 'validation.push.timestampInvalid', offset: true }),
});
export type PushTokenRequest = z.infer<typeof pushTokenRequestSchema>;

export const pushTokenDeleteSchema = z.strictObject({
  endpoint: z
    .string({ error: 'validation.push.tokenInvalid' })
    .min(1, 'validation.push.tokenInvalid')
    .max(2000, 'validation.push.tokenInvalid'),
});

export const pushTokenResponseSchema = z.object({ success: z.boolean() });
export const vapidKeyResponseSchema = z.object({ publicKey: z.string() });

/** The subscription inside `token` (the browser's PushSubscription.toJSON()). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url().max(2000),
  keys: z.object({ p256dh: z.string().min(20).max(200), auth: z.string().min(8).max(100) }),
});
