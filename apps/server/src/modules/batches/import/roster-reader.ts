import Piscina from 'piscina';
import { AppError } from '../../../lib/app-error.ts';
import type { Table } from '../../questions/parse-file.ts';
import type { ReadJob } from './read-task.ts';

/**
 * Reading an XLSX (unzipping, parsing its XML) and a big CSV costs tens of milliseconds of CPU: done
 * in a worker thread (piscina, as the PDFs and the attendance exports are), never on the event loop,
 * at the lowest priority. One thread; the queue is bounded and beyond it the caller gets 429 and a wait.
 */
const queue = 8;
let pool: Piscina<ReadJob, Table | { rule: string }> | undefined;

/** Files read in a worker since start (tests: the roster is not read on the event loop). */
export const rosterReads = { inWorker: 0 };

export function readRosterFile(job: ReadJob): Promise<Table | { rule: string }> {
  pool ??= new Piscina<ReadJob, Table | { rule: string }>({
    filename: new URL('./worker-entry.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    maxQueue: queue,
    idleTimeout: 30_000,
    niceIncrement: 19,
  });
  if (pool.queueSize >= queue)
    throw new AppError(429, 'RATE_LIMITED', 'Many files are being read right now; try again shortly', {
      retryAfterSeconds: 5,
    });
  rosterReads.inWorker += 1;
  return pool.run(job);
}

/** Stops the thread (the app's close). */
export async function closeRosterReaders(): Promise<void> {
  const p = pool;
  pool = undefined;
  await p?.destroy();
}
