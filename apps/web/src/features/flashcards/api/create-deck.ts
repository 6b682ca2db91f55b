import { type CreateDeck, type Deck, deckSchema } from '@abhyas/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { flashcardKeys } from './keys';

/** POST /api/flashcards/decks */
export async function createDeck(input: CreateDeck): Promise<Deck> {
  return deckSchema.parse(await apiPost<unknown>('/flashcards/decks', input));
}

export function useCreateDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeck,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flashcardKeys.all }),
  });
}
