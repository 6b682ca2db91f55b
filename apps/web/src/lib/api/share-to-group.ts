import { chatMessageSchema, type GroupSummary, groupListSchema } from '@abhyas/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api-client';

/**
 * Sharing a question into a study group from another screen (the question bank): the reader's groups
 * and the community's REST send with `questionId`. Here, not in features/community, because features
 * do not import each other (docs/architecture.md); the chat shows the message as a card.
 */
export function useGroupsToShareTo(enabled: boolean) {
  return useQuery({
    queryKey: ['community', 'mine'],
    queryFn: async ({ signal }): Promise<GroupSummary[]> =>
      groupListSchema
        .parse(await apiGet<unknown>('/community/groups/mine', { signal }))
        .data.filter((g) => g.archivedAt === null),
    enabled,
  });
}

export interface ShareInput {
  groupId: string;
  questionId: string;
  text: string;
  /** Made once per share, so a retried tap posts the message once. */
  clientId: string;
}

/** POST /api/community/groups/{groupId}/messages {clientId, text, questionId}. */
export function useShareToGroup() {
  return useMutation({
    mutationFn: async ({ groupId, ...body }: ShareInput) =>
      chatMessageSchema.parse(
        await apiPost<unknown>(`/community/groups/${encodeURIComponent(groupId)}/messages`, body),
      ),
  });
}
