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
