import { groupRemovalListSchema } from '@abhyas/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet } from '@/lib/api-client';
import { communityKeys, groupPath } from './keys';

/** GET /api/community/groups/{groupId}/removals (owners and admins): who may not join again. */
export function useRemovals(groupId: string, enabled: boolean) {
  return useQuery({
    queryKey: communityKeys.removals(groupId),
    queryFn: async ({ signal }) =>
      groupRemovalListSchema.parse(await apiGet<unknown>(`${groupPath(groupId)}/removals`, { signal })).data,
    enabled,
  });
}

/** DELETE /api/community/groups/{groupId}/removals/{userId}: let a removed person join again. */
export function useLiftRemoval(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiDelete<unknown>(`${groupPath(groupId)}/removals/${encodeURIComponent(userId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.group(groupId) }),
  });
}
