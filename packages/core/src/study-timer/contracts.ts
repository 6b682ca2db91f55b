import { z } from 'zod';
import { ruleMessagesEn } from '../auth/rules.ts';
import { subjectKeys } from '../content/subjects.ts';
import { studySessionRules } from './rules.ts';

export const studyTimerMessagesEn: Record<string, string> = {
  'validation.studyTimer.clientId': 'must be a UUID made by the app',
  'validation.studyTimer.instant': 'must be a date and time (ISO 8601)',
  'validation.studyTimer.endBeforeStart': 'must be after the start',
  'validation.studyTimer.focusSeconds': `must be a whole number of seconds from ${studySessionRules.minFocusSeconds} to ${studySessionRules.maxFocusSeconds}`,
  'validation.studyTimer.focusLongerThanSpan': 'cannot be longer than the time from start to end',
  'validation.studyTimer.spanTooLong': 'a session cannot stretch over more than 12 hours',
  'validation.studyTimer.inFuture': 'ends in the future: check the phone’s clock',
  'validation.studyTimer.tooOld': `is more than ${studySessionRules.maxAgeDays} days old`,
  'validation.studyTimer.subject': 'must be a subject of the dictionary, or null',
};
Object.assign(ruleMessagesEn, studyTimerMessagesEn);

const instant = z.iso.datetime({ offset: true, error: 'validation.studyTimer.instant' });

/**
 * POST /api/study-timer/sessions: one finished focus session. `clientId` is made by the app when the
 * phase starts, so a replay (a retry, the offline queue, a second tab) is recognised and not counted
 * twice. Whether it ends in the future or is too old depends on the server's clock: the service checks.
 */
export const studySessionRequestSchema = z
  .strictObject({
    clientId: z.uuid('validation.studyTimer.clientId'),
    startedAt: instant,
    endedAt: instant,
    focusSeconds: z
      .number('validation.studyTimer.focusSeconds')
      .int('validation.studyTimer.focusSeconds')
      .min(studySessionRules.minFocusSeconds, 'validation.studyTimer.focusSeconds')
      .max(studySessionRules.maxFocusSeconds, 'validation.studyTimer.focusSeconds'),
    subject: z.enum(subjectKeys, 'validation.studyTimer.subject').nullable(),
  })
  .superRefine((v, ctx) => {
    const spanMs = Date.parse(v.endedAt) - Date.parse(v.startedAt);
    if (!(spanMs > 0)) {
      ctx.addIssue({ code: 'custom', path: ['endedAt'], message: 'validation.studyTimer.endBeforeStart' });
    } else if (spanMs > studySessionRules.maxSpanSeconds * 1000) {
      ctx.addIssue({ code: 'custom', path: ['endedAt'], message: 'validation.studyTimer.spanTooLong' });
    } else if (v.focusSeconds * 1000 > spanMs + 1000) {
      // One second of slack: the app floors milliseconds, the instants keep them.
      ctx.addIssue({
        code: 'custom',
        path: ['focusSeconds'],
        message: 'validation.studyTimer.focusLongerThanSpan',
      });
    }
  });
export type StudySessionRequest = z.infer<typeof studySessionRequestSchema>;

export const studySessionSchema = z.object({
  clientId: z.uuid(),
  startedAt: z.iso.datetime(),
  endedAt: z.iso.datetime(),
  focusSeconds: z.number().int(),
  subject: z.string().nullable(),
  /** The Indian day it counts on (the day it ended). */
  day: z.string(),
});
export type StudySession = z.infer<typeof studySessionSchema>;

export const studyDaySchema = z.object({
  day: z.string(),
  /** Whole minutes: the day's focus seconds summed, then rounded down. */
  focusMinutes: z.number().int(),
  sessions: z.number().int(),
});
export type StudyDay = z.infer<typeof studyDaySchema>;

/** GET /api/study-timer/week: the last seven Indian days, oldest first, today last. */
export const studyWeekSchema = z.object({
  today: z.string(),
  days: z.array(studyDaySchema),
  totalMinutes: z.number().int(),
});
export type StudyWeek = z.infer<typeof studyWeekSchema>;

/** The answer to a save: 201 when new, 200 when the client id was already saved (the stored one). */
export const studySessionReceiptSchema = z.object({ session: studySessionSchema });
export type StudySessionReceipt = z.infer<typeof studySessionReceiptSchema>;
