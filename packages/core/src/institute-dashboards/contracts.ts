import { z } from 'zod';
import { ruleMessagesEn } from '../auth/rules.ts';
import { localizedSchema as localized } from '../content/localized.ts';
import { dashboardTopicSchema } from '../dashboard/contracts.ts';

/**
 * The institute dashboards (docs/institutes.md, "Dashboards"): the admin's and teacher's dashboard,
 * one student's performance, a student's own institute card, and the parent's report-card link.
 * Percent figures follow the student dashboard's rules: scores are percent of maximum marks, one
 * decimal (core `mockAverage`); accuracy and attendance are whole percent (core `wholePercent`,
 * `attendanceRate`); null means "nothing to measure yet", never 0.
 */

const percent = z.number().nullable();
const wholePercent = z.number().int().nullable();

export const studentParams = z.object({
  organizationId: z.uuid('validation.invalidType'),
  studentId: z.uuid('validation.invalidType'),
});

/** A test a batch was given (batch_tests), with how its students did. */
export const batchTestItemSchema = z.object({
  id: z.uuid(),
  batchId: z.uuid(),
  batchName: z.string(),
  title: localized,
  opensAt: z.iso.datetime(),
  closesAt: z.iso.datetime(),
  /** Students of the batch who submitted their first (ranked) attempt. */
  submitted: z.number().int(),
  students: z.number().int(),
  averageScorePercent: percent,
});
export type BatchTestItem = z.infer<typeof batchTestItemSchema>;

/** One day of the last seven (Indian days, today last): students active on it. */
export const activityDaySchema = z.object({ day: z.string(), students: z.number().int() });

export const dashboardBatchSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  students: z.number().int(),
  attendanceRate: wholePercent,
  /** The batch's weakest topics by core's weak-topics rule over its students' answers together. */
  weakTopics: z.array(dashboardTopicSchema),
});
export type DashboardBatch = z.infer<typeof dashboardBatchSchema>;

/** GET /api/organisations/{organizationId}/dashboard. */
export const instituteDashboardSchema = z.object({
  /** `teacher`: every figure is of the batches the viewer teaches only. */
  scope: z.enum(['institute', 'teacher']),
  today: z.string(),
  students: z.object({ active: z.number().int(), deactivated: z.number().int() }),
  /** Active students with a test started, a quiz answer or a study session in the last 7 Indian days. */
  activeThisWeek: z.number().int(),
  activity: z.array(activityDaySchema),
  testsTaken: z.number().int(),
  averageScorePercent: percent,
  accuracy: wholePercent,
  /** Questions answered (right or wrong) in those tests: what the accuracy rests on. */
  answered: z.number().int(),
  /** Over the last 30 Indian days, late counting as present and excused left out. */
  attendanceRate: wholePercent,
  upcomingTests: z.array(batchTestItemSchema),
  recentTests: z.array(batchTestItemSchema),
  batches: z.array(dashboardBatchSchema),
});
export type InstituteDashboard = z.infer<typeof instituteDashboardSchema>;

export const sectionAccuracySchema = z.object({
  name: localized,
  correct: z.number().int(),
  wrong: z.number().int(),
  skipped: z.number().int(),
  accuracy: wholePercent,
});

export const performanceTrendPointSchema = z.object({
  attemptId: z.uuid(),
  title: localized,
  submittedAt: z.iso.datetime(),
  score: z.number(),
  totalMarks: z.number(),
  percent: z.number(),
});
export type PerformanceTrendPoint = z.infer<typeof performanceTrendPointSchema>;

/** The student's figures beside their batch's, for one batch of theirs. */
export const batchComparisonSchema = z.object({
  batchId: z.uuid(),
  batchName: z.string(),
  student: z.object({ averageScorePercent: percent, accuracy: wholePercent, attendanceRate: wholePercent }),
  batch: z.object({ averageScorePercent: percent, accuracy: wholePercent, attendanceRate: wholePercent }),
});

/** GET /api/organisations/{organizationId}/students/{studentId}/performance. */
export const studentPerformanceSchema = z.object({
  student: z.object({
    id: z.uuid(),
    name: z.string(),
    username: z.string(),
    deactivated: z.boolean(),
    batches: z.array(z.object({ id: z.uuid(), name: z.string() })),
  }),
  organisationName: z.string(),
  testsTaken: z.number().int(),
  averageScorePercent: percent,
  accuracy: wholePercent,
  answered: z.number().int(),
  /** Newest ten submitted tests, oldest first. */
  scoreTrend: z.array(performanceTrendPointSchema),
  sections: z.array(sectionAccuracySchema),
  topics: z.array(dashboardTopicSchema),
  weakTopics: z.array(dashboardTopicSchema),
  time: z.object({
    /** Minutes spent in submitted tests. */
    testMinutes: z.number().int(),
    /** Seconds per answered question, whole; null before the first answer. */
    secondsPerAnswer: z.number().int().nullable(),
    /** Share of the allowed time the tests took, whole percent. */
    timeUsedPercent: wholePercent,
    /** Study-timer minutes over the last 30 Indian days. */
    studyMinutes30: z.number().int(),
  }),
  attendance: z.object({
    rate: wholePercent,
    present: z.number().int(),
    late: z.number().int(),
    absent: z.number().int(),
    excused: z.number().int(),
  }),
  comparison: z.array(batchComparisonSchema),
});
export type StudentPerformance = z.infer<typeof studentPerformanceSchema>;

/** GET /api/organisations/{organizationId}/me: a student's own institute card. */
export const myInstituteSchema = z.object({
  organisationName: z.string(),
  batches: z.array(z.object({ id: z.uuid(), name: z.string(), attendanceRate: wholePercent })),
  attendanceRate: wholePercent,
  upcomingTests: z.array(
    z.object({
      id: z.uuid(),
      batchName: z.string(),
      title: localized,
      opensAt: z.iso.datetime(),
      closesAt: z.iso.datetime(),
      /** Slugs for the link to the test (/exams/{seriesId}/{setId}). */
      seriesId: z.string(),
      setId: z.string(),
      done: z.boolean(),
    }),
  ),
  recentRanks: z.array(
    z.object({
      id: z.uuid(),
      batchName: z.string(),
      title: localized,
      closesAt: z.iso.datetime(),
      /** Competition rank among the batch's ranked first attempts; null when the student did not take it. */
      rank: z.number().int().nullable(),
      ranked: z.number().int(),
      scorePercent: percent,
    }),
  ),
});
export type MyInstitute = z.infer<typeof myInstituteSchema>;

/** Parents' links to a report card: 7 days unless said, at most 30 (docs/institutes.md). */
export const reportCardLinkRules = { defaultDays: 7, maxDays: 30 } as const;

export const createReportCardLinkSchema = z.strictObject({
  language: z.enum(['hi', 'en'], 'validation.reportCard.language'),
  days: z
    .number('validation.invalidType')
    .int('validation.reportCard.days')
    .min(1, 'validation.reportCard.days')
    .max(reportCardLinkRules.maxDays, 'validation.reportCard.days')
    .default(reportCardLinkRules.defaultDays),
});
export type CreateReportCardLink = z.input<typeof createReportCardLinkSchema>;

export const reportCardLinkSchema = z.object({
  /** The whole address a parent opens (the token is in it and is shown only this once). */
  url: z.string(),
  expiresAt: z.iso.datetime(),
});
export type ReportCardLink = z.infer<typeof reportCardLinkSchema>;

/** The token of a parent's link: any short string; a wrong one is the same 404 as an expired one. */
export const reportCardTokenParams = z.object({ token: z.string().max(100) });

export const reportCardMessagesEn: Record<string, string> = {
  'validation.reportCard.language': 'must be Hindi or English',
  'validation.reportCard.days': `must be a whole number of days from 1 to ${reportCardLinkRules.maxDays}`,
};
Object.assign(ruleMessagesEn, reportCardMessagesEn);
