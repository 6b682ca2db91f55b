import type { ExamKey } from '@abhyas/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiPost } from '@/lib/api-client';
import { type AdminSeries, adminSeriesSchema, contentKeys } from './types';

export async function listSeries(signal?: AbortSignal): Promise<AdminSeries[]> {
  const body = await apiGet<unknown>('/admin/content/series', signal ? { signal } : {});
  return z.object({ items: z.array(adminSeriesSchema) }).parse(body).items;
}

/** Platform admins only: the page checks the role before this runs (a 403 would end the session). */
export function useSeriesList(enabled: boolean) {
  return useQuery({ queryKey: contentKeys.series(), queryFn: ({ signal }) => listSeries(signal), enabled });
}

export interface NewSeries {
  slug: string;
  examKey: ExamKey;
  title: { hi: string; en: string };
}

export async function createSeries(input: NewSeries): Promise<AdminSeries> {
  const body = await apiPost<{ series?: unknown }>('/admin/content/series', input);
  return adminSeriesSchema.parse(body?.series);
}

export function useCreateSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSeries,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.series() }),
  });
}
