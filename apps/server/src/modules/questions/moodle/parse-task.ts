import type { InstituteImportFormat } from '@abhyas/core';
import type { ParsedFile } from '../parse-file.ts';
import { parseQuestionFile } from './parse.ts';

export interface ParseJob {
  format: InstituteImportFormat;
  contentBase64: string;
}

/** Runs in a worker thread (reader.ts): decoding and parsing an institute's question file. */
export const parseTask = (job: ParseJob): Promise<ParsedFile> =>
  parseQuestionFile(job.format, job.contentBase64);
