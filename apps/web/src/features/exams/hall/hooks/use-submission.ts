import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { submitAttempt } from '../api/submit-attempt';
import type { SaveQueue } from '../lib/save-queue';
import { submitBackoffMs, submitVerdict } from '../lib/submit-verdict';

/**
 * Where a submit is: `sending` (answers first, then the submit), `retrying` (no definite answer yet:
 * tried again after a back-off, or as soon as the browser is back online), `refused` (a definite 4xx:
 * nothing more is sent until the student asks), `done` (the results open).
 */
export type SubmitState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'retrying'; tries: number }
  | { kind: 'refused'; message: string }
  | { kind: 'done' };

const pause = (ms: number) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(id);
      window.removeEventListener('online', done);
      resolve();
    };
    const id = setTimeout(done, ms);
    window.addEventListener('online', done);
  });

export function useSubmission(queue: SaveQueue | null, attemptId: string, onSubmitted: () => Promise<void>) {
  const [state, setState] = useState<SubmitState>({ kind: 'idle' });
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const finish = useRef(onSubmitted);
  finish.current = onSubmitted;

  const submit = useCallback(async () => {
    if (running.current || !queue) return;
    running.current = true;
    setState({ kind: 'sending' });
    // Every answer first: the server scores what it has acknowledged.
    void queue.flush();
    await queue.drained();
    for (let tries = 1; mounted.current; tries += 1) {
      let verdict: ReturnType<typeof submitVerdict>;
      try {
        await submitAttempt(attemptId);
        verdict = { kind: 'submitted' };
      } catch (error) {
        verdict = submitVerdict(error);
      }
      if (!mounted.current) return;
      if (verdict.kind === 'submitted') {
        setState({ kind: 'done' });
        await finish.current();
        return;
      }
      if (verdict.kind === 'refused') {
        running.current = false;
        setState({ kind: 'refused', message: errorMessage(verdict.error) });
        return;
      }
      setState({ kind: 'retrying', tries });
      await pause(submitBackoffMs(tries));
    }
  }, [queue, attemptId]);

  return { state, submit };
}
