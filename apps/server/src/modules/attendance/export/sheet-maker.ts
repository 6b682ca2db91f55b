import { fileWorker } from '../../../lib/worker-pool.ts';
import { makeSheet, type SheetJob } from './sheet.ts';

/**
 * A month of a big batch (hundreds of students, a column per day) takes XLSX's zip tens of
 * milliseconds of CPU: made in a worker thread (lib/worker-pool.ts, piscina as the PDFs are), never on
 * the event loop. Small batches are made in place (a thread's start costs more than their sheet).
 */
export const inPlaceStudentsMax = 100;

const worker = fileWorker<SheetJob, Uint8Array>(
  new URL('./worker-entry.mjs', import.meta.url),
  'Many exports are being made right now; try again shortly',
);

/** Exports made in a worker since start (tests: a big batch's file is not made on the event loop). */
export const sheetCounts = worker.counts;

export async function sheetFile(job: SheetJob): Promise<Buffer> {
  const bytes =
    job.month.students.length <= inPlaceStudentsMax ? await makeSheet(job) : await worker.run(job);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export const closeSheetWorkers = () => worker.close();
