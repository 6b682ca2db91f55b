import { type CardFromQuestion, cardResultSchema, type Flashcard } from '@abhyas/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

/**
 * POST /api/flashcards/cards/from-question: a flash card from a published bank question (its text,
 * key and explanation in the student's language). Shared, not in features/flashcards, because the
 * quiz and the test analysis screens call it ("make a card" under a question or a wrong answer).
 * Asking twice for the same question answers the card already made.
 */
export async function cardFromQuestion(input: CardFromQuestion): Promise<Flashcard> {
  return cardResultSchema.parse(await apiPost<unknown>('/flashcards/cards/from-question', input)).card;
}

export function useCardFromQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cardFromQuestion,
    // Every flash-card screen's queries start with 'flashcards' (features/flashcards/api/keys.ts).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['flashcards'] }),
  });
}
