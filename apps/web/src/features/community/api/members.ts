import { groupMemberListSchema, moderationLogSchema } from '@abhyas/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPatch } from '@/lib/api-client';
import { communityKeys, groupPath } from './keys';

/** GET /api/community/groups/{groupId}/members: roles, read marks (read receipts), mutes for moderators. */
export function useMembers(groupId: string, enabled = true) {
  return useQuery({
    queryKey: communityKeys.members(groupId),
    queryFn: async ({ signal }) =>
      groupMemberListSchema.parse(await apiGet<unknown>(`${groupPath(groupId)}/members`, { signal })).data,
    enabled,
  });
}

/** GET /api/community/groups/{groupId}/moderation-log (owners and admins). */
export function useModerationLog(groupId: string, enabled: boolean) {
  return useQuery({
    queryKey: communityKeys.moderationLog(groupId),
    queryFn: async ({ signal }) =>
      moderationLogSchema.parse(await apiGet<unknown>(`${groupPath(groupId)}/moderation-log`, { signal }))
        .data,
    enabled,
  });
}

function useMemberMutation<I>(groupId: string, fn: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.group(groupId) }),
  });
}

/** PATCH /api/community/groups/{groupId}/members/{userId} {role?, muteMinutes?} */
export function useUpdateMember(groupId: string) {
  return useMemberMutation(
    groupId,
    (input: { userId: string; role?: 'admin' | 'member'; muteMinutes?: number }) => {
      const { userId, ...body } = input;
      return apiPatch<unknown>(`${groupPath(groupId)}/members/${encodeURIComponent(userId)}`, body);
    },
  );
}

/** DELETE /api/community/groups/{groupId}/members/{userId}: a moderator removes a member. */
export function useRemoveMember(groupId: string) {
  return useMemberMutation(groupId, (userId: string) =>
    apiDelete<unknown>(`${groupPath(groupId)}/members/${encodeURIComponent(userId)}`),
  );
}
