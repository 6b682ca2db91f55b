import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/lib/api-client';
import { schedulePrefix } from './list-schedule';

/** Platform admins: empty a day to come; the server then picks a question on the day. */
export async function clearDay(day: string) {
  await apiDelete<unknown>(`/potd/schedule/${encodeURIComponent(day)}`);
}

export function useClearDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearDay,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schedulePrefix }),
  });
}
