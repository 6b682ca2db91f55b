import type { QuizResult, QuizState, QuizVerdict } from '@abhyas/core';
import { del, get, set } from 'idb-keyval';

/**
 * A quiz as this device holds it, so a quiz started online can be finished offline: the questions
 * (never keys), the verdicts the server gave, the answers it has not acknowledged yet, and whether
 * the student asked to finish. Keys and verdicts arrive only from the server, after the answer.
 */
export interface QuizRecord {
  state: QuizState;
  pending: { position: number; answer: number }[];
  finishPending: boolean;
  result: QuizResult | null;
  /**
   * How far the server's clock is ahead of this phone's (ms), measured when the state arrived. The
   * timer counts on the server's time from this, also offline. Absent in records kept before it.
   */
  clockOffsetMs?: number;
}

/** The server's clock minus this phone's, from a state that just arrived (good to a round trip). */
export const clockOffsetOf = (state: QuizState, receivedAt: number = Date.now()) => {
  const server = Date.parse(state.serverTime);
  return Number.isFinite(server) ? server - receivedAt : 0;
};

export interface KeyValueStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

/** For tests and for browsers without IndexedDB (some private modes): the quiz still works while open. */
export function memoryQuizStore(): KeyValueStore {
  const map = new Map<string, unknown>();
  return {
    get: async <T>(key: string) => map.get(key) as T | undefined,
    set: async (key, value) => {
      map.set(key, structuredClone(value));
    },
    del: async (key) => {
      map.delete(key);
    },
  };
}

const fallback = memoryQuizStore();
const hasIndexedDb = () => typeof indexedDB !== 'undefined';

/** idb-keyval's default database, as the exam hall uses it; memory where the browser has none. */
export const idbQuizStore: KeyValueStore = {
  get: <T>(key: string) => (hasIndexedDb() ? get<T>(key) : fallback.get<T>(key)),
  set: (key, value) => (hasIndexedDb() ? set(key, value) : fallback.set(key, value)),
  del: (key) => (hasIndexedDb() ? del(key) : fallback.del(key)),
};

const keyOf = (quizId: string) => `abhyas:quiz:${quizId}`;

export const readQuiz = (store: KeyValueStore, quizId: string) => store.get<QuizRecord>(keyOf(quizId));
export const writeQuiz = (store: KeyValueStore, record: QuizRecord) =>
  store.set(keyOf(record.state.id), record);

export function newRecord(state: QuizState, receivedAt: number = Date.now()): QuizRecord {
  return {
    state,
    pending: [],
    finishPending: state.finishedAt !== null,
    result: null,
    clockOffsetMs: clockOffsetOf(state, receivedAt),
  };
}

/** The server's view merged with the device's: its verdicts win; unacknowledged answers stay queued. */
export function mergeServerState(
  local: QuizRecord | undefined,
  server: QuizState,
  receivedAt: number = Date.now(),
): QuizRecord {
  if (!local) return newRecord(server, receivedAt);
  const answered = new Set(server.verdicts.map((v) => v.position));
  return {
    ...local,
    state: server,
    clockOffsetMs: clockOffsetOf(server, receivedAt),
    pending: local.pending.filter((p) => !answered.has(p.position)),
  };
}

export function withVerdict(record: QuizRecord, verdict: QuizVerdict): QuizRecord {
  const verdicts = [...record.state.verdicts.filter((v) => v.position !== verdict.position), verdict];
  return {
    ...record,
    state: { ...record.state, verdicts: verdicts.sort((a, b) => a.position - b.position) },
    pending: record.pending.filter((p) => p.position !== verdict.position),
  };
}
