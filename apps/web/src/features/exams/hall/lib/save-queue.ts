import { attemptLimits, type SaveAck, type SaveRejectionReason } from '@abhyas/core';
import {
  answersOnDevice,
  type DeviceRecord,
  type KeyValueStore,
  type PendingSave,
  RecordWriter,
  readRecord,
  recordKey,
  type SaveInput,
  type StoredPosition,
} from './device-record';
import { type LocalResponse, mergeResponses, type ResponseMap } from './responses';

// The storage and save types live in device-record.ts (the lower module) so the two files do not
// import each other; they are re-exported here for the queue's users.
export type { KeyValueStore, PendingSave, SaveInput } from './device-record';

/** `moved`: another device opened the test since (409 ATTEMPT_MOVED); nothing more is sent from here. */
export type QueueStatus = 'saved' | 'saving' | 'offline' | 'closed' | 'moved';

/**
 * Why the server did not count a save: its own reasons, `refused` for a batch it answered 4xx, or
 * `closed` when it arrived after the attempt had closed (409 ATTEMPT_CLOSED: the deadline and its
 * grace had passed by the server's clock, say after a long time offline, or it was submitted).
 */
export type RefusalReason = SaveRejectionReason | 'refused' | 'closed';

/** An answer the student gave that did not count, and what the server holds for that question instead. */
export interface Refusal {
  questionId: string;
  seq: number;
  answer: number | null;
  marked: boolean;
  reason: RefusalReason;
  held: LocalResponse | null;
}

/** What the hall shows; a new object whenever anything in it changes (for useSyncExternalStore). */
export interface QueueSnapshot {
  /** Per question what the student sees: the newest of what the server holds and what is on its way. */
  responses: ResponseMap;
  status: QueueStatus;
  /** Questions whose latest answer is still on its way (not saves: one answer may be several saves). */
  pending: number;
  refusals: readonly Refusal[];
  /** False while this device cannot store answers: they are still sent, but a reload before that loses them. */
  durable: boolean;
}

const sameAnswer = (a: { answer: number | null; marked: boolean }, b: LocalResponse | null) =>
  (b?.answer ?? null) === a.answer && (b?.marked ?? false) === a.marked;

/**
 * How many questions have an answer waiting to be sent: choosing an option and then Save & Next (or
 * marking it) are two saves of one answer, and the student counts answers, not saves. A question
 * whose newest waiting save is what the server already holds (a visit of an unanswered question: no
 * answer, not marked) has nothing of the student's waiting and is not counted.
 */
export const questionsWaiting = (
  pending: readonly { questionId: string; answer: number | null; marked: boolean }[],
  held: ResponseMap = {},
): number => {
  const newest = new Map<string, { answer: number | null; marked: boolean }>();
  for (const s of pending) newest.set(s.questionId, s);
  return [...newest].filter(([id, s]) => !sameAnswer(s, held[id] ?? null)).length;
};

/** Thrown by `send` when the server says the attempt is over (409 ATTEMPT_CLOSED). */
export class AttemptClosedError extends Error {
  constructor() {
    super('attempt closed');
    this.name = 'AttemptClosedError';
  }
}

/** Thrown by `send` when another device has opened the test since (409 ATTEMPT_MOVED). */
export class AttemptMovedError extends Error {
  constructor() {
    super('attempt moved to another device');
    this.name = 'AttemptMovedError';
  }
}

/** Thrown by `send` for a batch the server will never accept (a 4xx other than 409). */
export class SaveRefusedError extends Error {
  constructor() {
    super('save refused');
    this.name = 'SaveRefusedError';
  }
}

export interface SaveQueueOptions {
  send(saves: PendingSave[]): Promise<SaveAck>;
  onChange?(status: QueueStatus, pending: number): void;
  isOnline?(): boolean;
  /** Milliseconds before retry number `attempt` (1-based). */
  backoffMs?(attempt: number): number;
  setTimer?(fn: () => void, ms: number): () => void;
}

/** A device write that has not finished by then does not hold the save back any longer. */
const STORE_WAIT_MS = 2000;

export function defaultBackoff(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));
}

/**
 * The one place the browser keeps an attempt's answers. A save gets its seq, is shown at once, is
 * written to the device (one write per click, see device-record.ts) and then sent, even when the
 * write failed: then it lives in memory only and `durable` says so. It leaves the queue when the
 * server acknowledges or refuses its seq; an acknowledged save becomes what the server holds, a
 * refused one becomes a Refusal and the question shows the server's answer again. The server keeps
 * per question only the highest seq, so re-sending and reordering are harmless.
 *
 * Acknowledgements are written lazily (with the next write, or `tidy()` when the page is hidden): a
 * click costs one write, not two. A save that was acknowledged but still stored is pruned on the next
 * start, where the server's state shows it holds that seq or a newer one for the question.
 */
export class SaveQueue {
  private seq = 0;
  private pending: PendingSave[] = [];
  private acked: ResponseMap = {};
  private position: StoredPosition | null = null;
  private refusals: Refusal[] = [];
  private durable = true;
  private dirty = false;
  private flushing: Promise<void> | null = null;
  private again = false;
  private failures = 0;
  private cancelRetry: (() => void) | null = null;
  private closed = false;
  private moved = false;
  private readonly drainWaiters: (() => void)[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly writer: RecordWriter;
  private snapshot: QueueSnapshot;

  constructor(
    private readonly attemptId: string,
    private readonly store: KeyValueStore,
    private readonly options: SaveQueueOptions,
  ) {
    this.writer = new RecordWriter(
      store,
      recordKey(attemptId),
      () => this.record(),
      (ok) => {
        if (ok) this.dirty = false;
        if (ok !== this.durable) {
          this.durable = ok;
          this.emit();
        }
      },
    );
    this.snapshot = this.makeSnapshot();
  }

  /**
   * Loads what the device stored; the counter never goes below the server's last seq, and a stored save
   * the server already holds (its seq or a newer one for the question) is not sent again.
   */
  async init(serverLastSeq: number, serverResponses: ResponseMap = {}): Promise<void> {
    let stored: DeviceRecord | null = null;
    try {
      stored = await readRecord(this.store, this.attemptId);
    } catch {
      this.durable = false;
    }
    this.seq = Math.max(stored?.seq ?? 0, serverLastSeq);
    this.acked = mergeResponses(serverResponses, stored?.acked ?? {});
    const kept = stored?.pending ?? [];
    this.pending = kept
      .filter((s) => s.seq > 0 && (this.acked[s.questionId]?.seq ?? 0) < s.seq)
      .sort((a, b) => a.seq - b.seq);
    this.dirty = this.pending.length !== kept.length;
    this.position = stored?.position ?? null;
    this.emit();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): QueueSnapshot => this.snapshot;

  get pendingSaves(): readonly PendingSave[] {
    return this.pending;
  }

  get lastSeq(): number {
    return this.seq;
  }

  get storedPosition(): StoredPosition | null {
    return this.position;
  }

  get status(): QueueStatus {
    if (this.moved) return 'moved';
    if (this.closed) return 'closed';
    if (this.pending.length === 0) return 'saved';
    const online = this.options.isOnline?.() ?? true;
    return online && this.failures === 0 ? 'saving' : 'offline';
  }

  /**
   * Gives the save its seq and shows it at once; `stored` resolves once the device write is done (or
   * failed, or took too long), and then the save is sent.
   */
  enqueue(input: SaveInput): { seq: number; stored: Promise<void> } {
    this.seq += 1;
    const save: PendingSave = { ...input, seq: this.seq };
    this.pending = [...this.pending, save];
    this.emit();
    const stored = this.waitForWrite().then(() => {
      void this.flush();
    });
    return { seq: save.seq, stored };
  }

  /** Where the student is; stored with the next write (the one of Save & Next, or its own). */
  setPosition(questionId: string): void {
    if (this.position?.questionId === questionId) return;
    this.position = { questionId, sentQuestionId: this.position?.sentQuestionId ?? null };
    void this.writer.write();
  }

  /** The server has the position: remembered in memory, stored lazily with the next write. */
  positionSent(questionId: string): void {
    if (!this.position) return;
    this.position = { ...this.position, sentQuestionId: questionId };
    this.dirty = true;
  }

  /** Writes acknowledgements not stored yet (the page is being hidden or closed). */
  tidy(): void {
    if (this.dirty) void this.writer.write();
  }

  /** The browser went on- or offline: the status says so. */
  connectionChanged(): void {
    this.emit();
  }

  dismissRefusals(): void {
    if (this.refusals.length === 0) return;
    this.refusals = [];
    this.emit();
  }

  /** Sends everything pending, oldest first, until the queue is empty or the network fails. */
  flush(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.flushing) {
      this.again = true;
      return this.flushing;
    }
    this.cancelRetry?.();
    this.cancelRetry = null;
    this.flushing = this.run().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  /** Resolves when nothing is pending (or the attempt closed); used before submitting. */
  drained(): Promise<void> {
    if (this.pending.length === 0 || this.closed) return Promise.resolve();
    return new Promise((resolve) => this.drainWaiters.push(resolve));
  }

  dispose(): void {
    this.cancelRetry?.();
    this.cancelRetry = null;
    this.closed = true;
  }

  private async run(): Promise<void> {
    do {
      this.again = false;
      while (this.pending.length > 0 && !this.closed) {
        // The server's own limit (core), so a long offline spell drains in batches it accepts.
        const batch = this.pending.slice(0, attemptLimits.saveBatchMax);
        this.emit();
        try {
          const ack = await this.options.send(batch);
          // A batch nobody answered for is not acknowledged: only listed seqs leave the queue.
          if (ack.acked.length + ack.rejected.length === 0) throw new Error('empty acknowledgement');
          this.settle(batch, new Set(ack.acked), new Map(ack.rejected.map((r) => [r.seq, r.reason])));
          this.failures = 0;
        } catch (error) {
          if (error instanceof AttemptClosedError) {
            // Nothing still waiting will ever count: each answer becomes a refusal the student is shown.
            this.closed = true;
            const late = this.pending;
            this.settle(late, new Set(), new Map(late.map((s) => [s.seq, 'closed' as const])));
            break;
          }
          // The test goes on elsewhere: stop sending, and keep what is pending on the device (the
          // student may take the test back here, and then it is sent where the server has nothing newer).
          if (error instanceof AttemptMovedError) {
            this.moved = true;
            this.closed = true;
            break;
          }
          if (error instanceof SaveRefusedError) {
            this.settle(batch, new Set(), new Map(batch.map((s) => [s.seq, 'refused' as const])));
            continue;
          }
          this.failures += 1;
          this.scheduleRetry();
          break;
        }
      }
    } while (this.again && this.failures === 0 && !this.closed);
    this.emit();
    if (this.pending.length === 0 || this.closed)
      for (const resolve of this.drainWaiters.splice(0)) resolve();
  }

  /** Moves answered saves out of the queue: acknowledged ones to what the server holds, refused ones to refusals. */
  private settle(batch: readonly PendingSave[], acked: Set<number>, refused: Map<number, RefusalReason>) {
    const next = { ...this.acked };
    for (const s of batch) {
      if (!acked.has(s.seq)) continue;
      if ((next[s.questionId]?.seq ?? 0) <= s.seq)
        next[s.questionId] = { answer: s.answer, marked: s.marked, visited: true, seq: s.seq };
    }
    this.acked = next;
    // A later save of the question that counted makes an earlier refusal of it history.
    this.refusals = this.refusals.filter((r) => (next[r.questionId]?.seq ?? 0) < r.seq);
    for (const s of batch) {
      const reason = refused.get(s.seq);
      if (!reason) continue;
      const held = next[s.questionId] ?? null;
      // A refused visit (or a repeat of what the server holds) changed nothing the student could see,
      // and a newer save of the question that counted has already replaced it.
      if (sameAnswer(s, held) || (held?.seq ?? 0) > s.seq) continue;
      this.refusals = [
        ...this.refusals.filter((r) => r.questionId !== s.questionId),
        { questionId: s.questionId, seq: s.seq, answer: s.answer, marked: s.marked, reason, held },
      ];
    }
    this.pending = this.pending.filter((s) => !acked.has(s.seq) && !refused.has(s.seq));
    this.dirty = true;
    this.emit();
  }

  private waitForWrite(): Promise<void> {
    const written = this.writer.write().then(() => undefined);
    const setTimer = this.options.setTimer ?? defaultTimer;
    let cancel = () => {};
    const late = new Promise<void>((resolve) => {
      cancel = setTimer(resolve, STORE_WAIT_MS);
    });
    return Promise.race([written, late]).finally(() => cancel());
  }

  private scheduleRetry(): void {
    const delay = (this.options.backoffMs ?? defaultBackoff)(this.failures);
    const setTimer = this.options.setTimer ?? defaultTimer;
    this.cancelRetry = setTimer(() => {
      this.cancelRetry = null;
      void this.flush();
    }, delay);
  }

  private record(): DeviceRecord {
    return { seq: this.seq, pending: this.pending, acked: this.acked, position: this.position };
  }

  private makeSnapshot(): QueueSnapshot {
    return {
      responses: answersOnDevice([], this.record()),
      status: this.status,
      pending: questionsWaiting(this.pending, this.acked),
      refusals: this.refusals,
      durable: this.durable,
    };
  }

  private emit(): void {
    this.snapshot = this.makeSnapshot();
    this.options.onChange?.(this.status, this.pending.length);
    for (const listener of this.listeners) listener();
  }
}

function defaultTimer(fn: () => void, ms: number): () => void {
  const id = setTimeout(fn, ms);
  return () => clearTimeout(id);
}
