import {
  type OrganisationRequest,
  type OrganisationRequestInput,
  organisationRequestSchema,
} from '@abhyas/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { useStoredValue } from '@/lib/session';
import { myRequestsKey } from './my-requests';

export async function submitRequest(input: OrganisationRequestInput): Promise<OrganisationRequest> {
  return organisationRequestSchema.parse(await apiPost<unknown>('/organisation-requests', input));
}

/** Sends the form; the new request heads the applicant's list, so the page shows its status at once. */
export function useSubmitRequest() {
  const queryClient = useQueryClient();
  const userId = useStoredValue('userId');
  return useMutation({
    mutationFn: submitRequest,
    onSuccess: (made) =>
      queryClient.setQueryData(myRequestsKey(userId), (old: { data: OrganisationRequest[] } | undefined) => ({
        data: [made, ...(old?.data ?? [])],
      })),
  });
}
