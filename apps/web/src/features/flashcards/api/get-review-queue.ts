import { type ReviewQueue, reviewQueueSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { useStoredValue } from '@/lib/session';
import { flashcardKeys } from './keys';

/** GET /api/flashcards/review: today's queue (by Indian day) with each button's interval. */
export async function getReviewQueue(deckId: string | null, signal?: AbortSignal): Promise<ReviewQueue> {
  return reviewQueueSchema.parse(
    await apiGet<unknown>('/flashcards/review', { query: { deckId }, ...(signal ? { signal } : {}) }),
  );
}

export function useReviewQueue(deckId: string | null) {
  const userId = useStoredValue('userId');
  return useQuery({
    queryKey: flashcardKeys.queue(userId, deckId),
    queryFn: ({ signal }) => getReviewQueue(deckId, signal),
    // The session is built once from the queue; a refetch mid-session would reshuffle it.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
