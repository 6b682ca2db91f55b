import type { SetPatch } from '@abhyas/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch } from '@/lib/api-client';
import { type AdminSet, adminSetSchema, contentKeys } from './types';

export async function updateSet({ setId, patch }: { setId: string; patch: SetPatch }): Promise<AdminSet> {
  const body = await apiPatch<{ set?: unknown }>(`/admin/content/sets/${setId}`, patch);
  return adminSetSchema.parse(body?.set);
}

/** Titles, languages, free and published; the pickers and the set's page all refresh. */
export function useUpdateSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}
