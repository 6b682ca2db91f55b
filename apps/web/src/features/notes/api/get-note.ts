import { type NoteLanguage, noteDetailSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { withDeviceCopy } from '../lib/device-copy';

export const noteKey = (subject: string, slug: string, language: NoteLanguage) =>
  ['notes', 'note', subject, slug, language] as const;

/** Public: one note as sanitised HTML; once opened it stays readable offline (lib/device-copy.ts). */
export function getNote(subject: string, slug: string, language: NoteLanguage, signal?: AbortSignal) {
  return withDeviceCopy(`note:${language}:${subject}/${slug}`, async () =>
    noteDetailSchema.parse(
      await apiGet<unknown>(`/notes/${encodeURIComponent(subject)}/${encodeURIComponent(slug)}`, {
        query: { language },
        ...(signal ? { signal } : {}),
      }),
    ),
  );
}

export function useNote(subject: string, slug: string, language: NoteLanguage) {
  return useQuery({
    queryKey: noteKey(subject, slug, language),
    queryFn: ({ signal }) => getNote(subject, slug, language, signal),
    networkMode: 'always',
    staleTime: 60 * 60_000,
  });
}
