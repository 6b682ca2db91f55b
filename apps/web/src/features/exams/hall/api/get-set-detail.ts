import { type SetDetail, setDetailSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const setDetailKey = (setId: string) => ['exam-set', setId] as const;

export async function getSetDetail(setId: string, signal?: AbortSignal): Promise<SetDetail> {
  const body = await apiGet<unknown>(`/exams/sets/${encodeURIComponent(setId)}`, signal ? { signal } : {});
  return setDetailSchema.parse(body);
}

export function useSetDetail(setId: string, enabled = true) {
  return useQuery({
    queryKey: setDetailKey(setId),
    queryFn: ({ signal }) => getSetDetail(setId, signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}
