import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { reportKeys } from './types';

export async function dismissReport(reportId: string): Promise<void> {
  await apiPost<unknown>(`/admin/question-reports/${reportId}/dismiss`);
}

export function useDismissReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });
}
