import { type MyInstitute, myInstituteSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { useStoredValue } from '@/lib/session';

/** GET /api/organisations/{id}/me: the student's own institute card (docs/institutes.md, "Dashboards"). */
export async function getMyInstitute(organizationId: string, signal?: AbortSignal): Promise<MyInstitute> {
  return myInstituteSchema.parse(
    await apiGet<unknown>(`/organisations/${organizationId}/me`, signal ? { signal } : {}),
  );
}

/** Per user and institute, read again on opening as the summary is. */
export function useMyInstitute(organizationId: string) {
  const userId = useStoredValue('userId');
  return useQuery({
    queryKey: ['dashboard', 'my-institute', userId, organizationId],
    queryFn: ({ signal }) => getMyInstitute(organizationId, signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
