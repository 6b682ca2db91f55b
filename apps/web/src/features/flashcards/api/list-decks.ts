import { type DeckList, deckListSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { useStoredValue } from '@/lib/session';
import { flashcardKeys } from './keys';

/** GET /api/flashcards/decks: the student's decks and today's due count. */
export async function listDecks(signal?: AbortSignal): Promise<DeckList> {
  return deckListSchema.parse(await apiGet<unknown>('/flashcards/decks', signal ? { signal } : {}));
}

export function useDecks() {
  const userId = useStoredValue('userId');
  return useQuery({ queryKey: flashcardKeys.decks(userId), queryFn: ({ signal }) => listDecks(signal) });
}
