// A bank question's key and explanation, shared by the question bank ("Show answer") and the
// admins' Problem of the Day calendar (the preview before scheduling). Reveal records nothing.
import { bankRevealSchema } from '@abhyas/core';
import { apiPost } from '@/lib/api-client';

export async function revealAnswer(questionId: string) {
  return bankRevealSchema.parse(
    await apiPost<unknown>(`/questions/${encodeURIComponent(questionId)}/reveal`),
  );
}
