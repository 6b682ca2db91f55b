import {
  type MemberRole,
  memberChangeSchema,
  organisationMembersSchema,
  type UpdateMemberRequest,
} from '@abhyas/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPatch } from '@/lib/api-client';
import { instituteKey, useInstituteMutation } from './batches';

export interface MemberFilters {
  q: string;
  batchId: string;
  role: '' | MemberRole;
  page: number;
}

export function useMembers(organizationId: string, filters: MemberFilters) {
  return useQuery({
    queryKey: [...instituteKey(organizationId), 'members', filters],
    queryFn: async ({ signal }) =>
      organisationMembersSchema.parse(
        await apiGet<unknown>(`/organisations/${organizationId}/members`, {
          signal,
          query: {
            ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
            ...(filters.batchId ? { batchId: filters.batchId } : {}),
            ...(filters.role ? { role: filters.role } : {}),
            page: filters.page,
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useUpdateMember(organizationId: string) {
  return useInstituteMutation(
    organizationId,
    async ({ id, ...input }: UpdateMemberRequest & { id: string }) =>
      memberChangeSchema.parse(
        await apiPatch<unknown>(`/organisations/${organizationId}/members/${id}`, input),
      ),
  );
}

export function useRemoveMember(organizationId: string) {
  return useInstituteMutation(organizationId, (id: string) =>
    apiDelete<unknown>(`/organisations/${organizationId}/members/${id}`),
  );
}
