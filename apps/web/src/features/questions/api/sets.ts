import { adminSetListSchema, type setInputSchema } from '@abhyas/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet, apiPost } from '@/lib/api-client';
import {
  type AdminSet,
  type AdminSetDetail,
  adminSetDetailSchema,
  adminSetSchema,
  contentKeys,
} from './types';

export async function listSets(seriesId: string, signal?: AbortSignal): Promise<AdminSet[]> {
  const body = await apiGet<unknown>('/admin/content/sets', {
    query: { seriesId },
    ...(signal ? { signal } : {}),
  });
  return adminSetListSchema.parse(body).items;
}

export function useSetList(seriesId: string | undefined) {
  return useQuery({
    queryKey: contentKeys.sets(seriesId ?? ''),
    queryFn: ({ signal }) => listSets(seriesId ?? '', signal),
    enabled: Boolean(seriesId),
  });
}

export async function getSet(setId: string, signal?: AbortSignal): Promise<AdminSetDetail> {
  const body = await apiGet<unknown>(`/admin/content/sets/${setId}`, signal ? { signal } : {});
  return adminSetDetailSchema.parse(body);
}

/** The set with every question and its key: admin only. */
export function useSetDetail(setId: string | undefined) {
  return useQuery({
    queryKey: contentKeys.set(setId ?? ''),
    queryFn: ({ signal }) => getSet(setId ?? '', signal),
    enabled: Boolean(setId),
  });
}

/** The body of POST /admin/content/sets (core's contract; a new set always starts unpublished). */
export type NewSet = z.input<typeof setInputSchema>;

export async function createSet(input: NewSet): Promise<AdminSet> {
  const body = await apiPost<{ set?: unknown }>('/admin/content/sets', input);
  return adminSetSchema.parse(body?.set);
}

export function useCreateSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}
