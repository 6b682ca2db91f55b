import type { RosterFormat } from '@abhyas/core';
import { decodeBase64, parseCsv, parseXlsx, type Table } from '../../questions/parse-file.ts';

export interface ReadJob {
  format: RosterFormat;
  contentBase64: string;
  bytesMax: number;
}

/**
 * Decodes and reads a roster file into rows of cells, with the content import's own readers (CSV by
 * Papa Parse, XLSX by ExcelJS). Runs in a worker thread (roster-reader.ts).
 */
export async function readRoster(job: ReadJob): Promise<Table | { rule: string }> {
  const bytes = decodeBase64(job.contentBase64);
  if (!bytes) return { rule: 'testUpload.rules.base64Invalid' };
  if (bytes.length > job.bytesMax) return { rule: 'validation.batches.fileTooLarge' };
  return job.format === 'csv' ? parseCsv(bytes) : parseXlsx(bytes);
}
