import type { AnswerSave } from '@abhyas/core';
import { mergeResponses, type ResponseMap } from './responses';

/** The few storage operations the queue needs; IndexedDB in the app, a Map in tests. */
export interface KeyValueStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

export type SaveInput = Omit<AnswerSave, 'seq'> & { timeSpentMs: number };
export type PendingSave = SaveInput & { seq: number };

/**
 * Everything this device holds about an attempt's answers, as ONE IndexedDB value, so a click costs
 * one write: the seq counter, the saves not yet acknowledged, what the server is known to hold, and
 * where the student is. (It used to be three values, written on every click.)
 */
export interface DeviceRecord {
  seq: number;
  pending: PendingSave[];
  /** Per question, the latest answer the server acknowledged (or sent in the attempt state). */
  acked: ResponseMap;
  position: StoredPosition | null;
}

export interface StoredPosition {
  /** The question on screen. */
  questionId: string;
  /** The last position the server acknowledged from this device (written lazily, with the next write). */
  sentQuestionId: string | null;
}

export const recordKey = (attemptId: string) => `hall:${attemptId}:answers`;

/** Where a device that ran the earlier version of the hall kept its queue; read once, then left to forget. */
export const legacyKeys = (attemptId: string) => ({
  seq: `hall:${attemptId}:seq`,
  pending: `hall:${attemptId}:pending`,
  local: `hall:${attemptId}:local`,
});

export const emptyRecord = (): DeviceRecord => ({ seq: 0, pending: [], acked: {}, position: null });

/**
 * The stored record, or the queue a device left under the old keys (an app update in the middle of a
 * test must not drop its unsent answers). Null when nothing is stored; throws when storage fails.
 */
export async function readRecord(store: KeyValueStore, attemptId: string): Promise<DeviceRecord | null> {
  const record = await store.get<DeviceRecord>(recordKey(attemptId));
  if (record) return record;
  const keys = legacyKeys(attemptId);
  const [seq, pending, local] = await Promise.all([
    store.get<number>(keys.seq),
    store.get<PendingSave[]>(keys.pending),
    store.get<ResponseMap>(keys.local),
  ]);
  if (seq === undefined && pending === undefined && local === undefined) return null;
  const pendingSeqs = new Set((pending ?? []).map((s) => s.seq));
  // The old local map held every answer given here; those no longer pending had been answered for.
  const acked = Object.fromEntries(Object.entries(local ?? {}).filter(([, r]) => !pendingSeqs.has(r.seq)));
  return { seq: seq ?? 0, pending: pending ?? [], acked, position: null };
}

/**
 * Writes the record, at most one write waiting at a time: a change made before the waiting write has
 * started rides along with it (Save & Next's answer, the next question's visit and the new position
 * are one write). The value is read when the write starts, never earlier, so nothing newer is missed.
 */
export class RecordWriter {
  private waiting: Promise<boolean> | null = null;
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: KeyValueStore,
    private readonly key: string,
    private readonly snapshot: () => DeviceRecord,
    private readonly onResult: (ok: boolean) => void,
  ) {}

  /** Resolves true once the current state is on the device, false when the device refused it. */
  write(): Promise<boolean> {
    if (this.waiting) return this.waiting;
    const run = this.chain.then(async () => {
      this.waiting = null;
      try {
        await this.store.set(this.key, this.snapshot());
        this.onResult(true);
        return true;
      } catch {
        this.onResult(false);
        return false;
      }
    });
    this.waiting = run;
    this.chain = run;
    return run;
  }
}

/** The answers this device shows for an attempt: the server's, then the device's own, newest seq wins. */
export function answersOnDevice(
  serverResponses: readonly {
    questionId: string;
    answer: number | null;
    marked: boolean;
    visited: boolean;
    seq: number;
  }[],
  record: DeviceRecord | null,
): ResponseMap {
  const fromServer: ResponseMap = {};
  for (const r of serverResponses)
    fromServer[r.questionId] = { answer: r.answer, marked: r.marked, visited: r.visited, seq: r.seq };
  const onItsWay: ResponseMap = {};
  for (const s of record?.pending ?? [])
    onItsWay[s.questionId] = { answer: s.answer, marked: s.marked, visited: true, seq: s.seq };
  return mergeResponses(fromServer, record?.acked ?? {}, onItsWay);
}
