import { fileWorker } from '../../../lib/worker-pool.ts';
import type { ParsedFile } from '../parse-file.ts';
import type { ParseJob } from './parse-task.ts';

/**
 * An institute's question files (CSV, XLSX, JSON, Moodle XML, GIFT, Aiken) are read in a worker
 * thread, never on the event loop (lib/worker-pool.ts: one thread, nice 19, a bounded queue and 429
 * beyond it).
 */
export const questionFileReader = fileWorker<ParseJob, ParsedFile>(
  new URL('./worker-entry.mjs', import.meta.url),
  'Many question files are being read right now; try again shortly',
);
