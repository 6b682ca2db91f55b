import type { QuizResult, QuizVerdict } from '@abhyas/core';
import { isApiError } from '@/lib/api-client';
import { answerQuestion } from '../api/answer-question';
import { finishQuiz } from '../api/finish-quiz';
import { type KeyValueStore, type QuizRecord, readQuiz, withVerdict, writeQuiz } from './quiz-store';

export interface QuizApi {
  answer(quizId: string, position: number, answer: number): Promise<QuizVerdict>;
  finish(quizId: string): Promise<QuizResult>;
}
export const serverQuizApi: QuizApi = { answer: answerQuestion, finish: finishQuiz };

/** The server could not be reached (offline, a dropped connection): try again later, lose nothing. */
export const isOfflineError = (error: unknown) =>
  (isApiError(error) && error.code === 'NETWORK_ERROR') || error instanceof TypeError;

/**
 * Sends what the device holds and the server has not acknowledged: queued answers in order, then
 * the finish. Each acknowledgement is written to the device before the next call, so a connection
 * that drops halfway loses nothing and repeats nothing twice (a repeated answer gets the same
 * verdict from the server anyway). An answer the server refuses (the quiz finished elsewhere) is
 * dropped; an unreachable server stops the sync until the next try.
 */
export async function syncQuiz(store: KeyValueStore, quizId: string, api: QuizApi = serverQuizApi) {
  let record = await readQuiz(store, quizId);
  if (!record) return undefined;
  try {
    for (const item of [...record.pending]) {
      try {
        record = withVerdict(record, await api.answer(quizId, item.position, item.answer));
      } catch (error) {
        if (isOfflineError(error) || !isApiError(error) || error.status >= 500) throw error;
        record = { ...record, pending: record.pending.filter((p) => p.position !== item.position) };
      }
      await writeQuiz(store, record);
    }
    if (record.finishPending && !record.result) {
      const result = await api.finish(quizId);
      record = {
        ...record,
        result,
        state: { ...record.state, finishedAt: result.finishedAt, verdicts: result.verdicts },
      };
      await writeQuiz(store, record);
    }
  } catch (error) {
    if (!isOfflineError(error)) throw error;
  }
  return record as QuizRecord;
}
