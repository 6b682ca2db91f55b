import { adminLiveTestSchema, type LiveTestInput } from '@abhyas/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { liveKeysOf } from './keys';

/** POST /api/admin/live-tests (platform admins): schedule an all-India live test. */
export async function scheduleLiveTest(input: LiveTestInput) {
  return adminLiveTestSchema.parse(await apiPost<unknown>('/admin/live-tests', input));
}

export function useScheduleLiveTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleLiveTest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveKeysOf.all }),
  });
}
