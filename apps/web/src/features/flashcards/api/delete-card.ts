import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/lib/api-client';
import { flashcardKeys } from './keys';

/** DELETE /api/flashcards/cards/{cardId} */
export async function deleteCard(cardId: string): Promise<void> {
  await apiDelete<unknown>(`/flashcards/cards/${encodeURIComponent(cardId)}`);
}

export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flashcardKeys.all }),
  });
}
