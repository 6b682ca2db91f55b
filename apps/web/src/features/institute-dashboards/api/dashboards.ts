import {
  type CreateReportCardLink,
  type InstituteDashboard,
  instituteDashboardSchema,
  type ReportCardLink,
  reportCardLinkSchema,
  type StudentPerformance,
  studentPerformanceSchema,
} from '@abhyas/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api-client';

/** Per institute; a teacher's answer is their batches' only, and the key follows the signed-in viewer. */
const dashboardsKey = (organizationId: string) => ['institute-dashboards', organizationId] as const;

export async function getInstituteDashboard(
  organizationId: string,
  signal?: AbortSignal,
): Promise<InstituteDashboard> {
  return instituteDashboardSchema.parse(
    await apiGet<unknown>(`/organisations/${organizationId}/dashboard`, signal ? { signal } : {}),
  );
}

/** GET …/dashboard: read again on opening and on coming back, as the student's dashboard is. */
export function useInstituteDashboard(organizationId: string) {
  return useQuery({
    queryKey: [...dashboardsKey(organizationId), 'dashboard'],
    queryFn: ({ signal }) => getInstituteDashboard(organizationId, signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

export function useStudentPerformance(organizationId: string, studentId: string) {
  return useQuery({
    queryKey: [...dashboardsKey(organizationId), 'student', studentId],
    queryFn: async ({ signal }): Promise<StudentPerformance> =>
      studentPerformanceSchema.parse(
        await apiGet<unknown>(
          `/organisations/${organizationId}/students/${encodeURIComponent(studentId)}/performance`,
          { signal },
        ),
      ),
    staleTime: 0,
    // A wrong or foreign id is a 404 that retrying cannot cure.
    retry: false,
  });
}

/** POST …/report-card-links: the parent's address, shown once. */
export function useCreateReportCardLink(organizationId: string, studentId: string) {
  return useMutation({
    mutationFn: async (input: CreateReportCardLink): Promise<ReportCardLink> =>
      reportCardLinkSchema.parse(
        await apiPost<unknown>(
          `/organisations/${organizationId}/students/${encodeURIComponent(studentId)}/report-card-links`,
          input,
        ),
      ),
  });
}
