import {
  type ImportReport,
  type InstituteImportRequest,
  type InstituteQuestionList,
  type InstituteSet,
  type InstituteSetInput,
  importReportSchema,
  instituteQuestionListSchema,
  instituteSetListSchema,
  instituteSetSchema,
} from '@abhyas/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiGetBlob, apiPost, isApiError } from '@/lib/api-client';
import { testsKey } from './tests';

/** The institute's own questions, newest first (a page of 50). */
export function useInstituteQuestions(organizationId: string, page = 1) {
  return useQuery({
    queryKey: [...testsKey(organizationId), 'questions', page],
    queryFn: async ({ signal }): Promise<InstituteQuestionList> =>
      instituteQuestionListSchema.parse(
        await apiGet<unknown>(`/organisations/${organizationId}/questions`, { query: { page }, signal }),
      ),
  });
}

export function useInstituteSets(organizationId: string) {
  return useQuery({
    queryKey: [...testsKey(organizationId), 'sets'],
    queryFn: async ({ signal }): Promise<InstituteSet[]> =>
      instituteSetListSchema.parse(await apiGet<unknown>(`/organisations/${organizationId}/sets`, { signal }))
        .items,
  });
}

/**
 * An import into the institute's questions. A refused file (422 IMPORT_INVALID) is not a failure of
 * the call: its row report is what the admin needs, so it resolves with `ok: false`.
 */
export function useImportQuestions(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InstituteImportRequest): Promise<ImportReport> => {
      try {
        return importReportSchema.parse(
          await apiPost<unknown>(`/organisations/${organizationId}/questions/import`, input),
        );
      } catch (error) {
        if (isApiError(error) && error.code === 'IMPORT_INVALID')
          return importReportSchema.parse((error.body as { report?: unknown } | undefined)?.report);
        throw error;
      }
    },
    onSuccess: (report) => {
      if (report.ok) void queryClient.invalidateQueries({ queryKey: testsKey(organizationId) });
    },
  });
}

export function useCreateSet(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InstituteSetInput) =>
      instituteSetSchema.parse(await apiPost<unknown>(`/organisations/${organizationId}/sets`, input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testsKey(organizationId) }),
  });
}

/** Downloads a set as Moodle XML (the request carries the session, so a plain link would not do). */
export async function downloadSetXml(organizationId: string, set: InstituteSet): Promise<void> {
  const blob = await apiGetBlob(`/organisations/${organizationId}/sets/${set.id}/export`, {
    query: { format: 'moodle-xml' },
  });
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: `${set.slug}.xml` });
  a.click();
  URL.revokeObjectURL(url);
}
