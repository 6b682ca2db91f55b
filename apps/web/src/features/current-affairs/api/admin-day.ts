import { currentAffairsAdminDaySchema } from '@abhyas/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '@/lib/api-client';

const adminDayKey = (day: string) => ['current-affairs', 'admin-day', day] as const;
const pathOf = (day: string) => `/admin/current-affairs/days/${encodeURIComponent(day)}`;

/** Platform admins: a day's chosen ten (with keys), its takers, and the questions to choose from. */
export async function getAdminDay(day: string, signal?: AbortSignal) {
  return currentAffairsAdminDaySchema.parse(await apiGet<unknown>(pathOf(day), signal ? { signal } : {}));
}

export function useAdminDay(day: string) {
  return useQuery({
    queryKey: adminDayKey(day),
    queryFn: ({ signal }) => getAdminDay(day, signal),
    enabled: day !== '',
  });
}

/** Publishes the day's ten, or replaces them until a student starts the day (then 409). */
export async function publishDay({ day, questionIds }: { day: string; questionIds: string[] }) {
  return currentAffairsAdminDaySchema.parse(await apiPut<unknown>(pathOf(day), { questionIds }));
}

export function usePublishDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishDay,
    onSuccess: (updated) => {
      queryClient.setQueryData(adminDayKey(updated.day), updated);
      void queryClient.invalidateQueries({ queryKey: ['current-affairs', 'days'] });
    },
  });
}
