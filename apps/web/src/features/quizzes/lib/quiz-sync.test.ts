import type { QuizResult, QuizState, QuizVerdict } from '@abhyas/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { memoryQuizStore, newRecord, readQuiz, writeQuiz } from './quiz-store';
import { type QuizApi, syncQuiz } from './quiz-sync';

const state: QuizState = {
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'topic',
  subject: 'maths',
  topic: null,
  length: 3,
  timerSeconds: null,
  startedAt: '2026-11-26T10:00:00.000Z',
  serverTime: '2026-11-26T10:00:00.000Z',
  finishedAt: null,
  questions: [1, 2, 3].map((position) => ({
    position,
    subject: 'maths',
    topic: 'average',
    text: { hi: 'प्र', en: 'Q' },
    options: [],
    image: null,
  })),
  verdicts: [],
};
const verdict = (position: number, answer: number): QuizVerdict => ({
  position,
  answer,
  correct: answer === 1,
  correctOption: 1,
  explanation: { hi: 'क्यों', en: 'Why' },
});

function fakeApi(fail: (position: number) => Error | null = () => null) {
  const sent: number[] = [];
  const api: QuizApi = {
    async answer(_id, position, answer) {
      const error = fail(position);
      if (error) throw error;
      sent.push(position);
      return verdict(position, answer);
    },
    async finish() {
      const verdicts = [...sent].sort((a, b) => a - b).map((p) => verdict(p, 1));
      return {
        ...state,
        total: 3,
        correct: 0,
        wrong: 0,
        skipped: 3,
        scorePercent: 0,
        finishedAt: 'x',
        verdicts,
      } as QuizResult;
    },
  };
  return { api, sent };
}

describe('syncQuiz', () => {
  it('sends queued answers in order, writes each verdict, then the finish', async () => {
    const store = memoryQuizStore();
    const record = newRecord(state);
    await writeQuiz(store, {
      ...record,
      pending: [
        { position: 2, answer: 1 },
        { position: 1, answer: 0 },
      ],
      finishPending: true,
    });
    const { api, sent } = fakeApi();
    const synced = await syncQuiz(store, state.id, api);
    expect(sent).toEqual([2, 1]);
    expect(synced?.pending).toEqual([]);
    expect(synced?.result).not.toBeNull();
    expect((await readQuiz(store, state.id))?.state.verdicts.map((v) => v.position)).toEqual([1, 2]);
  });

  it('keeps what the server did not acknowledge when the network drops halfway', async () => {
    const store = memoryQuizStore();
    await writeQuiz(store, {
      ...newRecord(state),
      pending: [
        { position: 1, answer: 1 },
        { position: 2, answer: 0 },
      ],
      finishPending: true,
    });
    const { api } = fakeApi((p) => (p === 2 ? ApiError.network(new TypeError('offline')) : null));
    const synced = await syncQuiz(store, state.id, api);
    expect(synced?.state.verdicts.map((v) => v.position)).toEqual([1]);
    expect(synced?.pending).toEqual([{ position: 2, answer: 0 }]);
    expect(synced?.result).toBeNull();
  });

  it('drops an answer the server refuses and goes on', async () => {
    const store = memoryQuizStore();
    await writeQuiz(store, {
      ...newRecord(state),
      pending: [
        { position: 1, answer: 1 },
        { position: 3, answer: 1 },
      ],
    });
    const refused = new ApiError({ status: 409, code: 'CONFLICT', message: 'finished' });
    const { api, sent } = fakeApi((p) => (p === 1 ? refused : null));
    const synced = await syncQuiz(store, state.id, api);
    expect(sent).toEqual([3]);
    expect(synced?.pending).toEqual([]);
  });
});
