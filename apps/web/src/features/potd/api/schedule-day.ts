import { potdScheduleEntrySchema } from '@abhyas/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import { schedulePrefix } from './list-schedule';

/** Platform admins: put a bank question on a day to come (today and the past answer 409). */
export async function scheduleDay({ day, questionId }: { day: string; questionId: string }) {
  const body = await apiPut<unknown>(`/potd/schedule/${encodeURIComponent(day)}`, { questionId });
  return potdScheduleEntrySchema.parse(body);
}

export function useScheduleDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleDay,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schedulePrefix }),
  });
}
