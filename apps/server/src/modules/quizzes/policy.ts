import { notFound } from '../../lib/app-error.ts';

/**
 * A quiz, its answers and its revise items are their student's alone. Anyone else's answers 404,
 * not 403, so ids cannot be probed (the same rule as an attempt's).
 */
export function assertOwnQuiz<Q extends { userId: string }>(
  actorId: string,
  quiz: Q | undefined,
): asserts quiz is Q {
  if (!quiz || quiz.userId !== actorId) throw notFound('No such quiz');
}

export function assertOwnReviseItem<R extends { userId: string }>(
  actorId: string,
  item: R | undefined,
): asserts item is R {
  if (!item || item.userId !== actorId) throw notFound('No such revise item');
}
