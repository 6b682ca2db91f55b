import { availableParallelism } from 'node:os';
import Piscina from 'piscina';
import { AppError } from '../../../lib/app-error.ts';
import { type HallActivity, hallActivity } from '../../../lib/hall-activity.ts';
import type { RenderJob } from './render-task.ts';

export interface RendererLimits {
  /** Worker threads rendering at once (each keeps its own parsed faces and shaped words). */
  threads: number;
  /** Renders that may wait for a thread; one more is refused with 429. */
  queue: number;
}

/**
 * One thread fewer than the machine has cores, so the event loop (the exam hall's saves) keeps a core
 * of its own; at most two, a set's PDF taking about half a second of one core.
 */
export const defaultRendererLimits: RendererLimits = {
  threads: Math.max(1, Math.min(2, availableParallelism() - 1)),
  queue: 16,
};

/**
 * Threads render at the lowest priority (nice 19, through @napi-rs/nice; Linux and macOS, ignored
 * elsewhere): on a busy machine a save always wins the core, and PDFs take the idle time, or are
 * refused with 429 once the queue is full (bench/pdf-hall.ts).
 */
const niceIncrement = 19;
/** What a render is assumed to take before one has been timed (a cold worker parses the faces). */
const firstGuessMs = 2000;

/**
 * While the exam hall is in use (a save within the last two seconds), each thread renders at most a
 * quarter of the time: after a render of t ms the thread waits 3t before the next. A render thread
 * running flat out takes one of a small server's cores whole, and even at nice 19 the hall's thread
 * and the database then wait for a core more often (saves' p99 1.75× on 2 cores, bench/pdf-hall.ts).
 * An idle hall costs PDFs nothing; a busy one makes eight queued PDFs take about four times longer.
 */
const hallQuietMs = 2000;
const hallDuty = 0.25;

/** 429 with the seconds to wait; the route copies them into Retry-After. */
export class PdfBusyError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'RATE_LIMITED', message, { retryAfterSeconds });
  }
}

/**
 * Makes PDFs in worker threads (piscina), never on the event loop: laying out and shaping a 100-question
 * bilingual set costs about half a second of CPU, which on the event loop is half a second every exam
 * hall's save waits. The queue is bounded and each user may have one render in flight; beyond either,
 * the caller gets PdfBusyError (429 + Retry-After) at once instead of a wait. Two requests for the same
 * PDF (same key) share one render. Threads start with the first render, not with the server.
 */
export class PdfRenderer {
  private pool: Piscina<RenderJob, Uint8Array> | undefined;
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  private readonly users = new Set<string>();
  private averageMs = firstGuessMs;
  /** Threads given a render (or resting after one, while the hall is busy): at most `limits.threads`. */
  private busyThreads = 0;
  /** Renders waiting for a thread, oldest first. */
  private readonly waiting: (() => void)[] = [];
  /** Renders started since the renderer was made (tests and logs: a cached PDF is not rendered). */
  rendered = 0;

  constructor(
    readonly limits: RendererLimits = defaultRendererLimits,
    private readonly hall: HallActivity = hallActivity,
  ) {}

  /** Renders in flight (running or waiting for a thread). */
  get pending(): number {
    return this.inFlight.size;
  }

  /**
   * The PDF for `job`. `key` names what is printed (the same key is the same bytes); `user`, when
   * given, may have one render in flight at a time.
   */
  render(key: string, job: RenderJob, user?: string): Promise<Buffer> {
    const same = this.inFlight.get(key);
    if (same) return same;
    if (user !== undefined && this.users.has(user))
      throw new PdfBusyError(
        'Your previous PDF is still being made; download one at a time',
        this.retryAfterSeconds(),
      );
    if (this.inFlight.size >= this.limits.threads + this.limits.queue)
      throw new PdfBusyError(
        'Many PDFs are being made right now; try again shortly',
        this.retryAfterSeconds(),
      );
    this.rendered += 1;
    if (user !== undefined) this.users.add(user);
    // The renders this one waits behind per thread, itself included: the time it takes shared by them
    // is what one render costs now, which the next refusal's Retry-After is estimated from.
    const rounds = Math.ceil((this.inFlight.size + 1) / this.limits.threads);
    const started = performance.now();
    const made = this.run(job).then((bytes) => {
      this.averageMs = 0.7 * this.averageMs + (0.3 * (performance.now() - started)) / rounds;
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    });
    const settle = () => {
      this.inFlight.delete(key);
      if (user !== undefined) this.users.delete(user);
    };
    void made.then(settle, settle);
    this.inFlight.set(key, made);
    return made;
  }

  /**
   * One render on a thread of its own: waits for a free thread, and while the hall is busy keeps the
   * thread resting 3× the render's time after it (hallDuty) before the next render may have it.
   */
  private async run(job: RenderJob): Promise<Uint8Array> {
    if (this.busyThreads < this.limits.threads) this.busyThreads += 1;
    else await new Promise<void>((handOver) => this.waiting.push(handOver));
    const started = performance.now();
    try {
      return await this.threadPool().run(job);
    } finally {
      const rest = this.hall.activeWithin(hallQuietMs)
        ? (performance.now() - started) * (1 / hallDuty - 1)
        : 0;
      const release = () => {
        // The thread passes straight to the oldest waiting render, or is free.
        const next = this.waiting.shift();
        if (next) next();
        else this.busyThreads -= 1;
      };
      if (rest > 0) setTimeout(release, rest).unref();
      else release();
    }
  }

  private threadPool(): Piscina<RenderJob, Uint8Array> {
    this.pool ??= new Piscina<RenderJob, Uint8Array>({
      filename: new URL('./worker-entry.mjs', import.meta.url).href,
      minThreads: 1,
      maxThreads: this.limits.threads,
      // The renderer counts and refuses before piscina's queue could fill.
      maxQueue: this.limits.queue + this.limits.threads,
      idleTimeout: 60_000,
      niceIncrement,
    });
    return this.pool;
  }

  /** Seconds until a thread is likely free for one more render: the renders ahead of it, shared by the threads. */
  private retryAfterSeconds(): number {
    const ahead = Math.ceil((this.inFlight.size + 1) / this.limits.threads);
    return Math.min(120, Math.max(1, Math.ceil((ahead * this.averageMs) / 1000)));
  }

  /** Stops the threads (renders in flight are abandoned: their requests are closing with the app). */
  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }
}
