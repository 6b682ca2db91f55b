import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/lib/api-client';
import { flashcardKeys } from './keys';

/** DELETE /api/flashcards/decks/{deckId}: the deck, its cards and their reviews. */
export async function deleteDeck(deckId: string): Promise<void> {
  await apiDelete<unknown>(`/flashcards/decks/${encodeURIComponent(deckId)}`);
}

export function useDeleteDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDeck,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flashcardKeys.all }),
  });
}
