import { potdScheduleEntrySchema } from '@abhyas/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { schedulePrefix } from './list-schedule';

export interface NewQuestion {
  subject: string;
  topic: string;
  difficulty: 'easy' | 'medium' | 'hard';
  text: { hi: string; en: string };
  options: { hi: string; en: string }[];
  /** 1-based. */
  answer: number;
  explanation: { hi: string; en: string };
}

/** Platform admins: write a new question for a day to come; it joins the bank (docs/potd.md). */
export async function scheduleNewQuestion({ day, question }: { day: string; question: NewQuestion }) {
  const body = await apiPost<unknown>(`/potd/schedule/${encodeURIComponent(day)}/question`, question);
  return potdScheduleEntrySchema.parse(body);
}

export function useScheduleNewQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleNewQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schedulePrefix }),
  });
}
