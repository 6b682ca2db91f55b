export type {
  AdminQuestion,
  AdminSeries,
  AdminSet,
  AdminSetDetail,
  ImportFormat,
  ImportMode,
  ImportReport,
} from '@abhyas/core';
export {
  adminQuestionSchema,
  adminSeriesSchema,
  adminSetDetailSchema,
  adminSetSchema,
  importReportSchema,
} from '@abhyas/core';

/** Query keys of the screen: one prefix, so a write can refresh everything it touched. */
export const contentKeys = {
  all: ['admin-content'] as const,
  series: () => [...contentKeys.all, 'series'] as const,
  sets: (seriesId: string) => [...contentKeys.all, 'sets', seriesId] as const,
  set: (setId: string) => [...contentKeys.all, 'set', setId] as const,
};

/** The reports and candidates tabs: their own prefixes, so a content write does not refetch them. */
export const reportKeys = {
  all: ['admin-question-reports'] as const,
  list: (status: ReportStatus) => [...reportKeys.all, status] as const,
};
export const userKeys = {
  all: ['admin-users'] as const,
  list: (search: string, page: number) => [...userKeys.all, search, page] as const,
};

export const reportStatuses = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof reportStatuses)[number];
