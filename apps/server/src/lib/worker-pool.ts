import Piscina from 'piscina';
import { AppError } from './app-error.ts';

/**
 * One worker thread for file work that would otherwise hold the event loop (XLSX zips, big CSVs):
 * started with the first job, gone after 30 s idle, at the lowest priority (nice 19), with a bounded
 * queue; beyond it the caller gets 429 and a wait. `entry` is a worker-entry.mjs beside the task
 * (lib/worker-import.mjs loads the TypeScript). `made` counts the jobs run (tests: not on the loop).
 */
export function fileWorker<J, R>(entry: URL, busyMessage: string, queue = 8) {
  let pool: Piscina<J, R> | undefined;
  const counts = { made: 0 };
  return {
    counts,
    run(job: J): Promise<R> {
      pool ??= new Piscina<J, R>({
        filename: entry.href,
        minThreads: 0,
        maxThreads: 1,
        maxQueue: queue,
        idleTimeout: 30_000,
        niceIncrement: 19,
      });
      if (pool.queueSize >= queue)
        throw new AppError(429, 'RATE_LIMITED', busyMessage, { retryAfterSeconds: 5 });
      counts.made += 1;
      return pool.run(job);
    },
    /** Stops the thread (the app's close). */
    async close(): Promise<void> {
      const p = pool;
      pool = undefined;
      await p?.destroy();
    },
  };
}
