import { type CreateCard, cardResultSchema, type Flashcard } from '@abhyas/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { flashcardKeys } from './keys';

/** POST /api/flashcards/decks/{deckId}/cards */
export async function createCard({ deckId, ...card }: CreateCard & { deckId: string }): Promise<Flashcard> {
  return cardResultSchema.parse(
    await apiPost<unknown>(`/flashcards/decks/${encodeURIComponent(deckId)}/cards`, card),
  ).card;
}

export function useCreateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flashcardKeys.all }),
  });
}
