import { cardResultSchema, type Flashcard, type UpdateCard } from '@abhyas/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch } from '@/lib/api-client';
import { flashcardKeys } from './keys';

/** PATCH /api/flashcards/cards/{cardId}: texts and tags (the schedule stays). */
export async function updateCard({ cardId, ...card }: UpdateCard & { cardId: string }): Promise<Flashcard> {
  return cardResultSchema.parse(
    await apiPatch<unknown>(`/flashcards/cards/${encodeURIComponent(cardId)}`, card),
  ).card;
}

export function useUpdateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flashcardKeys.all }),
  });
}
