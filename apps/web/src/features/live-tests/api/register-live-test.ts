import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost } from '@/lib/api-client';
import { liveKeysOf } from './keys';

/** POST (register) or DELETE (withdraw, before the start) /api/live-tests/{id}/registration. */
export async function setRegistration(id: string, registered: boolean): Promise<void> {
  const path = `/live-tests/${encodeURIComponent(id)}/registration`;
  if (registered) await apiPost<unknown>(path);
  else await apiDelete<unknown>(path);
}

export function useRegistration(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registered: boolean) => setRegistration(id, registered),
    onSettled: () => queryClient.invalidateQueries({ queryKey: liveKeysOf.all }),
  });
}
