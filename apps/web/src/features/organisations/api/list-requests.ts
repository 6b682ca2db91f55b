import {
  type AdminOrganisationRequestPage,
  adminOrganisationRequestPageSchema,
  type OrganisationRequestStatus,
} from '@abhyas/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export interface RequestListParams {
  page: number;
  status?: OrganisationRequestStatus;
}

export const requestListKey = (params?: RequestListParams) =>
  params
    ? (['admin', 'organisation-requests', params] as const)
    : (['admin', 'organisation-requests'] as const);

export async function listRequests(params: RequestListParams, signal?: AbortSignal) {
  const query = { page: params.page, limit: 20, ...(params.status ? { status: params.status } : {}) };
  return adminOrganisationRequestPageSchema.parse(
    await apiGet<unknown>('/admin/organisation-requests', { query, ...(signal ? { signal } : {}) }),
  ) as AdminOrganisationRequestPage;
}

/** The platform admins' requests, pending first. */
export function useRequestList(params: RequestListParams) {
  return useQuery({
    queryKey: requestListKey(params),
    queryFn: ({ signal }) => listRequests(params, signal),
    placeholderData: keepPreviousData,
  });
}
