import {
  type CreateGroupRequest,
  type GroupDetail,
  groupDetailSchema,
  groupInviteCodeSchema,
  type UpdateGroupRequest,
} from '@abhyas/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPatch, apiPost } from '@/lib/api-client';
import { communityKeys, groupPath } from './keys';

/** GET /api/community/groups/{groupId}: the chat's header, the caller's role, read mark and mute. */
export function useGroup(groupId: string) {
  return useQuery({
    queryKey: communityKeys.group(groupId),
    queryFn: async ({ signal }) =>
      groupDetailSchema.parse(await apiGet<unknown>(groupPath(groupId), { signal })),
  });
}

/** Any change to groups refreshes every community list (My groups, discovery, the group itself). */
function useCommunityMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.all }),
  });
}

/** POST /api/community/groups */
export function useCreateGroup() {
  return useCommunityMutation(
    async (input: CreateGroupRequest): Promise<GroupDetail> =>
      groupDetailSchema.parse(await apiPost<unknown>('/community/groups', input)),
  );
}

/** PATCH /api/community/groups/{groupId} (owners and admins: details, slow mode). */
export function useUpdateGroup(groupId: string) {
  return useCommunityMutation(
    async (input: UpdateGroupRequest): Promise<GroupDetail> =>
      groupDetailSchema.parse(await apiPatch<unknown>(groupPath(groupId), input)),
  );
}

/** POST /api/community/groups/{groupId}/join: a public group in one tap. */
export function useJoinGroup() {
  return useCommunityMutation(async (groupId: string) => apiPost<unknown>(`${groupPath(groupId)}/join`));
}

/** POST /api/community/groups/join-by-code {code}: a private group's invite. */
export function useJoinByCode() {
  return useCommunityMutation(
    async (code: string): Promise<{ groupId: string }> =>
      joinedGroup(await apiPost<unknown>('/community/groups/join-by-code', { code })),
  );
}

/** The joined group's id, whether the answer is the group itself, `{ groupId }` or `{ group }`. */
function joinedGroup(answer: unknown): { groupId: string } {
  const a = (answer ?? {}) as { id?: unknown; groupId?: unknown; group?: { id?: unknown } };
  const id = a.groupId ?? a.group?.id ?? a.id;
  if (typeof id !== 'string') throw new Error('join-by-code: no group id in the answer');
  return { groupId: id };
}

/** POST /api/community/groups/{groupId}/invite-code: the owner makes a new code (the old one stops working). */
export function useResetInviteCode(groupId: string) {
  return useCommunityMutation(async () =>
    groupInviteCodeSchema.parse(await apiPost<unknown>(`${groupPath(groupId)}/invite-code`)),
  );
}

/** POST /api/community/groups/{groupId}/leave */
export function useLeaveGroup(groupId: string) {
  return useCommunityMutation(async () => apiPost<unknown>(`${groupPath(groupId)}/leave`));
}

/** POST /api/community/groups/{groupId}/transfer {userId}: the owner hands the group over. */
export function useTransferOwnership(groupId: string) {
  return useCommunityMutation(async (userId: string) =>
    apiPost<unknown>(`${groupPath(groupId)}/transfer`, { userId }),
  );
}
