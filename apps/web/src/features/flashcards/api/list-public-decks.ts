import { type PublicDeckList, publicDeckListSchema } from '@abhyas/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { flashcardKeys } from './keys';

/** GET /api/flashcards/public: every student's public decks, searched by title. */
export async function listPublicDecks(
  q: string,
  page: number,
  signal?: AbortSignal,
): Promise<PublicDeckList> {
  return publicDeckListSchema.parse(
    await apiGet<unknown>('/flashcards/public', {
      query: { q: q || undefined },
      page,
      ...(signal ? { signal } : {}),
    }),
  );
}

export function usePublicDecks(q: string, page: number) {
  return useQuery({
    queryKey: flashcardKeys.publicDecks(q, page),
    queryFn: ({ signal }) => listPublicDecks(q, page, signal),
    placeholderData: keepPreviousData,
  });
}
