import { myAttemptListSchema } from '@abhyas/core';
import { apiGet } from '@/lib/api-client';

/** The student's attempts at a set, newest first; the hall resumes the active one. */
export async function findActiveAttemptId(setId: string): Promise<string | null> {
  const body = myAttemptListSchema.parse(await apiGet<unknown>('/attempts', { query: { setId } }));
  return body.items.find((a) => a.status === 'active')?.id ?? null;
}
