import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPatch } from '@/lib/api-client';
import type { AdminUserPage } from './admin-users';
import { userKeys } from './types';

export async function updateAccommodations({
  userId,
  compensatoryTime,
}: {
  userId: string;
  compensatoryTime: boolean;
}): Promise<{ compensatoryTime: boolean }> {
  const body = await apiPatch<unknown>(`/admin/users/${userId}/accommodations`, { compensatoryTime });
  return z.object({ compensatoryTime: z.boolean() }).parse(body);
}

/** Tests started from now on, and a running one, get 20 extra minutes per hour; the lists on screen take the new value. */
export function useUpdateAccommodations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccommodations,
    onSuccess: (result, input) =>
      queryClient.setQueriesData<AdminUserPage>({ queryKey: userKeys.all }, (page) =>
        page
          ? {
              ...page,
              data: page.data.map((u) =>
                u.id === input.userId ? { ...u, compensatoryTime: result.compensatoryTime } : u,
              ),
            }
          : page,
      ),
  });
}
