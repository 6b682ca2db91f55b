import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { quizPath } from '@/lib/quiz-path';
import { type PracticeTarget, startPractice } from '../api/start-practice';

/**
 * One tap from the dashboard to practice: starts the quiz on the server, then opens it on the quiz
 * screen (which loads a started quiz by its id). `variables` tells which button is busy.
 */
export function usePractice() {
  const navigate = useNavigate();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: PracticeTarget) => startPractice(target),
    onSuccess: ({ id }, target) => {
      void client.invalidateQueries({ queryKey: ['dashboard'] });
      void navigate(
        target === 'aimed'
          ? quizPath({ id, kind: 'aimed', subject: null, topic: null })
          : quizPath({ id, kind: 'topic', ...target }),
      );
    },
  });
}

export const isBusyWith = (practice: ReturnType<typeof usePractice>, target: PracticeTarget): boolean =>
  practice.isPending &&
  (practice.variables === target ||
    (typeof practice.variables === 'object' &&
      typeof target === 'object' &&
      practice.variables.subject === target.subject &&
      practice.variables.topic === target.topic));
