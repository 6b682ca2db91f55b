import { type DeckDetail, deckDetailSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { useStoredValue } from '@/lib/session';
import { flashcardKeys } from './keys';

/** GET /api/flashcards/decks/{deckId}: one's own deck, or a public one, with its cards. */
export async function getDeck(deckId: string, signal?: AbortSignal): Promise<DeckDetail> {
  return deckDetailSchema.parse(
    await apiGet<unknown>(`/flashcards/decks/${encodeURIComponent(deckId)}`, signal ? { signal } : {}),
  );
}

export function useDeck(deckId: string | null) {
  const userId = useStoredValue('userId');
  return useQuery({
    queryKey: flashcardKeys.deck(userId, deckId ?? ''),
    queryFn: ({ signal }) => getDeck(deckId ?? '', signal),
    enabled: deckId !== null,
  });
}
