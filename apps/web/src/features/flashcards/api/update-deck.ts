import { type Deck, deckSchema, type UpdateDeck } from '@abhyas/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch } from '@/lib/api-client';
import { flashcardKeys } from './keys';

/** PATCH /api/flashcards/decks/{deckId}: rename, or make public or private. */
export async function updateDeck({ deckId, ...patch }: UpdateDeck & { deckId: string }): Promise<Deck> {
  return deckSchema.parse(await apiPatch<unknown>(`/flashcards/decks/${encodeURIComponent(deckId)}`, patch));
}

export function useUpdateDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDeck,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flashcardKeys.all }),
  });
}
