import { type NoteLanguage, noteListSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { withDeviceCopy } from '../lib/device-copy';

export const noteListKey = (language: NoteLanguage) => ['notes', 'list', language] as const;

/** Public: every note's subject, topic, title and summary in one language (kept on the device). */
export function listNotes(language: NoteLanguage, signal?: AbortSignal) {
  return withDeviceCopy(`list:${language}`, async () =>
    noteListSchema.parse(
      await apiGet<unknown>('/notes', { query: { language }, ...(signal ? { signal } : {}) }),
    ),
  );
}

export function useNoteList(language: NoteLanguage) {
  return useQuery({
    queryKey: noteListKey(language),
    queryFn: ({ signal }) => listNotes(language, signal),
    // Offline the query must still run: it answers from the device copy.
    networkMode: 'always',
    staleTime: 60 * 60_000,
  });
}
