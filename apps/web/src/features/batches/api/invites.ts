import { type CreateInviteRequest, inviteListSchema, inviteSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiDelete, apiGet, apiPost } from '@/lib/api-client';
import { instituteKey, useInstituteMutation } from './batches';

const inviteChange = z.object({ invite: inviteSchema });

export function useInvites(organizationId: string) {
  return useQuery({
    queryKey: [...instituteKey(organizationId), 'invites'],
    queryFn: async ({ signal }) =>
      inviteListSchema.parse(await apiGet<unknown>(`/organisations/${organizationId}/invites`, { signal })),
  });
}

export function useCreateInvite(organizationId: string) {
  return useInstituteMutation(organizationId, async (input: CreateInviteRequest) =>
    inviteChange.parse(await apiPost<unknown>(`/organisations/${organizationId}/invites`, input)),
  );
}

export function useRevokeInvite(organizationId: string) {
  return useInstituteMutation(organizationId, async (id: string) =>
    inviteChange.parse(await apiDelete<unknown>(`/organisations/${organizationId}/invites/${id}`)),
  );
}
