import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useOnline } from '@/lib/use-online';
import { getQuiz } from '../api/get-quiz';
import {
  idbQuizStore,
  type KeyValueStore,
  mergeServerState,
  type QuizRecord,
  readQuiz,
  writeQuiz,
} from '../lib/quiz-store';
import { isOfflineError, type QuizApi, serverQuizApi, syncQuiz } from '../lib/quiz-sync';

export type QuizLoad =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; record: QuizRecord };

/**
 * One quiz on this device: loaded from the server when online (merged with what the device queued)
 * or from the device when offline; answers and the finish go to the device first, then to the
 * server whenever it can be reached (now, or when the browser says it is back online).
 */
export function useQuiz(quizId: string, deps: { store?: KeyValueStore; api?: QuizApi } = {}) {
  const store = deps.store ?? idbQuizStore;
  const api = deps.api ?? serverQuizApi;
  const online = useOnline();
  const client = useQueryClient();
  const [load, setLoad] = useState<QuizLoad>({ status: 'loading' });
  const syncing = useRef<Promise<void> | null>(null);

  const sync = useCallback(async () => {
    // One sync at a time; a request made meanwhile waits for it and runs again.
    while (syncing.current) await syncing.current;
    const run = (async () => {
      const record = await syncQuiz(store, quizId, api);
      if (record) setLoad({ status: 'ready', record });
      if (record?.result) void client.invalidateQueries({ queryKey: ['quiz-history'] });
    })();
    syncing.current = run;
    try {
      await run;
    } finally {
      syncing.current = null;
    }
  }, [store, quizId, api, client]);

  useEffect(() => {
    let live = true;
    void (async () => {
      const local = await readQuiz(store, quizId).catch(() => undefined);
      try {
        const server = await getQuiz(quizId);
        const record = mergeServerState(local, server);
        await writeQuiz(store, record);
        if (live) setLoad({ status: 'ready', record });
      } catch (error) {
        if (!live) return;
        if (local && isOfflineError(error)) setLoad({ status: 'ready', record: local });
        else setLoad({ status: 'error', error });
        return;
      }
      if (live) await sync();
    })();
    return () => {
      live = false;
    };
  }, [store, quizId, sync]);

  const ready = load.status === 'ready';
  // The return of the network sends what waited on the device; answers and the finish sync themselves.
  useEffect(() => {
    if (online && ready) void sync();
  }, [online, ready, sync]);

  const update = useCallback(
    async (change: (record: QuizRecord) => QuizRecord) => {
      const current = await readQuiz(store, quizId);
      if (!current) return;
      const next = change(current);
      await writeQuiz(store, next);
      setLoad({ status: 'ready', record: next });
      await sync();
    },
    [store, quizId, sync],
  );

  const answer = useCallback(
    (position: number, option: number) =>
      update((r) =>
        r.pending.some((p) => p.position === position) ||
        r.state.verdicts.some((v) => v.position === position)
          ? r
          : { ...r, pending: [...r.pending, { position, answer: option }] },
      ),
    [update],
  );
  const finish = useCallback(() => update((r) => ({ ...r, finishPending: true })), [update]);

  return { load, online, answer, finish };
}
