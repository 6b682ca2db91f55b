import type { AnswerSave, SaveAck } from '@abhyas/core';

/** The few storage operations the queue needs; IndexedDB in the app, a Map in tests. */
export interface KeyValueStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

export type SaveInput = Omit<AnswerSave, 'seq'> & { timeSpentMs: number };
export type PendingSave = SaveInput & { seq: number };

export type QueueStatus = 'saved' | 'saving' | 'offline' | 'closed';

/** Thrown by `send` when the server says the attempt is over (409 ATTEMPT_CLOSED). */
export class AttemptClosedError extends Error {
  constructor() {
    super('attempt closed');
    this.name = 'AttemptClosedError';
  }
}

/** Thrown by `send` for a batch the server will never accept (a 4xx other than 409): it is dropped. */
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

const MAX_BATCH = 200;
export const seqKey = (attemptId: string) => `hall:${attemptId}:seq`;
export const pendingKey = (attemptId: string) => `hall:${attemptId}:pending`;

export function defaultBackoff(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));
}

/**
 * Answers are never lost: a save gets its seq and is written to storage before it is sent, and it
 * leaves storage only when the server acknowledges that seq. Unacknowledged saves are re-sent in seq
 * order on the next flush (network back, retry timer, next save). The server keeps per question only
 * the highest seq, so re-sending and reordering are harmless; the seq counter is persisted so it keeps
 * growing across reloads.
 */
export class SaveQueue {
  private seq = 0;
  private pending: PendingSave[] = [];
  private flushing: Promise<void> | null = null;
  private again = false;
  private failures = 0;
  private cancelRetry: (() => void) | null = null;
  private closed = false;
  private writes: Promise<void> = Promise.resolve();
  private readonly drainWaiters: (() => void)[] = [];

  constructor(
    private readonly attemptId: string,
    private readonly store: KeyValueStore,
    private readonly options: SaveQueueOptions,
  ) {}

  /** Loads the stored counter and queue; the counter never goes below the server's last seq. */
  async init(serverLastSeq: number): Promise<void> {
    const [storedSeq, storedPending] = await Promise.all([
      this.store.get<number>(seqKey(this.attemptId)),
      this.store.get<PendingSave[]>(pendingKey(this.attemptId)),
    ]);
    this.seq = Math.max(storedSeq ?? 0, serverLastSeq);
    this.pending = (storedPending ?? []).filter((s) => s.seq > 0).sort((a, b) => a.seq - b.seq);
    this.emit();
  }

  get pendingSaves(): readonly PendingSave[] {
    return this.pending;
  }

  get lastSeq(): number {
    return this.seq;
  }

  get status(): QueueStatus {
    if (this.closed) return 'closed';
    if (this.pending.length === 0) return 'saved';
    const online = this.options.isOnline?.() ?? true;
    return online && this.failures === 0 ? 'saving' : 'offline';
  }

  /**
   * Gives the save its seq at once (the page shows the answer immediately); `stored` resolves when it
   * is durable on this device, and only then is it sent.
   */
  enqueue(input: SaveInput): { seq: number; stored: Promise<void> } {
    this.seq += 1;
    const save: PendingSave = { ...input, seq: this.seq };
    this.pending.push(save);
    const stored = this.persist().then(() => {
      this.emit();
      void this.flush();
    });
    return { seq: save.seq, stored };
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
        const batch = this.pending.slice(0, MAX_BATCH);
        this.emit();
        try {
          const ack = await this.options.send(batch);
          const done = new Set([...ack.acked, ...ack.rejected.map((r) => r.seq)]);
          // A batch nobody answered for is not acknowledged: only listed seqs leave the queue.
          if (done.size === 0) throw new Error('empty acknowledgement');
          this.pending = this.pending.filter((s) => !done.has(s.seq));
          this.failures = 0;
          await this.persist();
        } catch (error) {
          if (error instanceof AttemptClosedError) {
            this.closed = true;
            break;
          }
          if (error instanceof SaveRefusedError) {
            const sent = new Set(batch.map((s) => s.seq));
            this.pending = this.pending.filter((s) => !sent.has(s.seq));
            await this.persist();
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

  private scheduleRetry(): void {
    const delay = (this.options.backoffMs ?? defaultBackoff)(this.failures);
    const setTimer =
      this.options.setTimer ??
      ((fn: () => void, ms: number) => {
        const id = setTimeout(fn, ms);
        return () => clearTimeout(id);
      });
    this.cancelRetry = setTimer(() => {
      this.cancelRetry = null;
      void this.flush();
    }, delay);
  }

  /** Writes are chained so an older snapshot can never overwrite a newer one. */
  private persist(): Promise<void> {
    const seq = this.seq;
    const pending = [...this.pending];
    this.writes = this.writes
      .catch(() => undefined)
      .then(async () => {
        await this.store.set(seqKey(this.attemptId), seq);
        await this.store.set(pendingKey(this.attemptId), pending);
      });
    return this.writes;
  }

  private emit(): void {
    this.options.onChange?.(this.status, this.pending.length);
  }
}
