import type { SeriesPatch } from '@abhyas/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch } from '@/lib/api-client';
import { type AdminSeries, adminSeriesSchema, contentKeys } from './types';

export async function updateSeries({
  seriesId,
  patch,
}: {
  seriesId: string;
  patch: SeriesPatch;
}): Promise<AdminSeries> {
  const body = await apiPatch<{ series?: unknown }>(`/admin/content/series/${seriesId}`, patch);
  return adminSeriesSchema.parse(body?.series);
}

export function useUpdateSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSeries,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}
