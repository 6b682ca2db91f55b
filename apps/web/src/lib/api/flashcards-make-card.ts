import { type CardMade, cardMadeSchema } from '@abhyas/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

/**
 * What a card is made from: a bank question, a question of the student's quiz (generated ones have
 * no bank id), an item of the revise list, or a question of a submitted test. Each names its own
 * route (`POST /api/flashcards/cards/from-<from>`), whose server checks that screen's rule.
 */
export type CardSource =
  | { from: 'question'; questionId: string }
  | { from: 'quiz-question'; quizId: string; position: number }
  | { from: 'revise-item'; itemId: string }
  | { from: 'attempt-question'; attemptId: string; questionId: string };

/**
 * A flash card from a question whose answer the student has seen: the question and options in front,
 * the key and explanation behind, in the student's language. Shared, not in features/flashcards,
 * because the quiz, the revise list, the test analysis and the bank call it. Asking twice for the
 * same question answers the card already made (`created: false`).
 */
export async function makeCard(source: CardSource, language: 'hi' | 'en'): Promise<CardMade> {
  const { from, ...ids } = source;
  return cardMadeSchema.parse(await apiPost<unknown>(`/flashcards/cards/from-${from}`, { ...ids, language }));
}

export function useMakeCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ source, language }: { source: CardSource; language: 'hi' | 'en' }) =>
      makeCard(source, language),
    // Every flash-card screen's queries start with 'flashcards' (features/flashcards/api/keys.ts).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['flashcards'] }),
  });
}
