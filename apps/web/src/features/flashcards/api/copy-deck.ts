import { type Deck, deckSchema } from '@abhyas/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { flashcardKeys } from './keys';

/** POST /api/flashcards/decks/{deckId}/copy: a private copy of a public deck, one's own to change. */
export async function copyDeck(deckId: string): Promise<Deck> {
  return deckSchema.parse(await apiPost<unknown>(`/flashcards/decks/${encodeURIComponent(deckId)}/copy`));
}

export function useCopyDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyDeck,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flashcardKeys.all }),
  });
}
