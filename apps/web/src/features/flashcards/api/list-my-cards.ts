import { type MyCardList, myCardListSchema } from '@abhyas/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { useStoredValue } from '@/lib/session';
import { flashcardKeys } from './keys';

/** GET /api/flashcards/cards: all the student's cards, optionally with one tag. */
export async function listMyCards(
  tag: string | null,
  page: number,
  signal?: AbortSignal,
): Promise<MyCardList> {
  return myCardListSchema.parse(
    await apiGet<unknown>('/flashcards/cards', { query: { tag }, page, ...(signal ? { signal } : {}) }),
  );
}

export function useMyCards(tag: string | null, page: number) {
  const userId = useStoredValue('userId');
  return useQuery({
    queryKey: flashcardKeys.cards(userId, tag, page),
    queryFn: ({ signal }) => listMyCards(tag, page, signal),
    placeholderData: keepPreviousData,
  });
}
