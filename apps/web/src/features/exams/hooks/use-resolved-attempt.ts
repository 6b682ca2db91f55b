import { useSearchParams } from 'react-router';
import { useMyAttempts } from '../api/list-my-attempts';

export type ResolvedAttempt =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'none' }
  | { status: 'ready'; attemptId: string };

/**
 * The attempt a results or analysis page shows: `?attempt=<id>` when the link carries it (the hall
 * adds it on submit), otherwise the student's newest submitted attempt at the set.
 */
export function useResolvedAttempt(setSlug: string): ResolvedAttempt {
  const [params] = useSearchParams();
  const fromLink = params.get('attempt');
  const attempts = useMyAttempts(setSlug, fromLink === null);
  if (fromLink !== null) return { status: 'ready', attemptId: fromLink };
  if (attempts.isPending) return { status: 'loading' };
  if (attempts.isError)
    return { status: 'error', error: attempts.error, retry: () => void attempts.refetch() };
  const newest = attempts.data.items.find((a) => a.status === 'submitted');
  return newest ? { status: 'ready', attemptId: newest.id } : { status: 'none' };
}
