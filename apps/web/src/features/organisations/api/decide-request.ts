import { adminOrganisationRequestSchema, approvedRequestSchema } from '@abhyas/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '@/lib/api-client';
import { organisationListKey } from './list-organisations';
import { requestListKey } from './list-requests';

const path = (id: string, action: 'approve' | 'reject') =>
  `/admin/organisation-requests/${encodeURIComponent(id)}/${action}`;

/** POST …/approve: the institute is made and the applicant becomes its admin. */
export async function approveRequest(id: string) {
  return approvedRequestSchema.parse(await apiPost<unknown>(path(id, 'approve')));
}

/** POST …/reject with the reason the applicant reads. */
export async function rejectRequest({ id, reason }: { id: string; reason: string }) {
  return z
    .object({ request: adminOrganisationRequestSchema })
    .parse(await apiPost<unknown>(path(id, 'reject'), { reason }));
}

/** Both decisions refresh the requests and the institutes (an approval adds one). */
function useRefreshLists() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: requestListKey() }),
      queryClient.invalidateQueries({ queryKey: organisationListKey() }),
    ]);
}

export function useApproveRequest() {
  const refresh = useRefreshLists();
  return useMutation({ mutationFn: approveRequest, onSettled: refresh });
}

export function useRejectRequest() {
  const refresh = useRefreshLists();
  return useMutation({ mutationFn: rejectRequest, onSettled: refresh });
}
