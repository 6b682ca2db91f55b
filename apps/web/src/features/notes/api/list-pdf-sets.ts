import { pdfSetListSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const pdfSetListKey = ['notes', 'pdf-sets'] as const;

/** Signed in: the practice sets that may be downloaded with their answers. */
export async function listPdfSets(signal?: AbortSignal) {
  return pdfSetListSchema.parse(await apiGet<unknown>('/notes/sets', signal ? { signal } : {}));
}

export function usePdfSets(enabled: boolean) {
  return useQuery({ queryKey: pdfSetListKey, queryFn: ({ signal }) => listPdfSets(signal), enabled });
}
