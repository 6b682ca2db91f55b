import { useMutation } from '@tanstack/react-query';
import { revealAnswer } from '@/lib/api/reveal-answer';

export { revealAnswer };

/** The key and explanation of one question, fetched only when the student presses "Show answer". */
export function useRevealAnswer() {
  return useMutation({ mutationFn: revealAnswer });
}
