import { invitePreviewSchema, joinResultSchema } from '@abhyas/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api-client';
import { refreshClaims } from '@/lib/refresh-claims';

export function useInvitePreview(code: string, enabled: boolean) {
  return useQuery({
    queryKey: ['invite', code],
    queryFn: async ({ signal }) =>
      invitePreviewSchema.parse(await apiGet<unknown>(`/invites/${encodeURIComponent(code)}`, { signal })),
    enabled,
    retry: false,
  });
}

/**
 * Joins, then renews the token at once through the one deliberate-refresh path (`refreshClaims`), so
 * the new claims (orgRole, organizationId) reach the stored values and the menus before "You have
 * joined" shows (docs/web-session.md); a failed renewal only delays them to the next refresh.
 */
export function useJoin() {
  return useMutation({
    mutationFn: async (code: string) => {
      const result = joinResultSchema.parse(
        await apiPost<unknown>(`/invites/${encodeURIComponent(code)}/join`),
      );
      await refreshClaims();
      return result;
    },
  });
}
