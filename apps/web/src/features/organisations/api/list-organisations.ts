import { type AdminOrganisationPage, adminOrganisationPageSchema } from '@abhyas/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export interface OrganisationListParams {
  page: number;
  search: string;
}

export const organisationListKey = (params?: OrganisationListParams) =>
  params ? (['admin', 'organisations', params] as const) : (['admin', 'organisations'] as const);

export async function listOrganisations(
  params: OrganisationListParams,
  signal?: AbortSignal,
): Promise<AdminOrganisationPage> {
  const query = { page: params.page, limit: 20, ...(params.search ? { search: params.search } : {}) };
  return adminOrganisationPageSchema.parse(
    await apiGet<unknown>('/admin/organisations', { query, ...(signal ? { signal } : {}) }),
  );
}

/** Every institute, for platform admins: member counts, admins, suspension. */
export function useOrganisationList(params: OrganisationListParams) {
  return useQuery({
    queryKey: organisationListKey(params),
    queryFn: ({ signal }) => listOrganisations(params, signal),
    placeholderData: keepPreviousData,
  });
}
