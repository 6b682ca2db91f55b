import type { InstituteImportFormat } from '@abhyas/core';
import { decodeBase64, type ParsedFile, parseFile } from '../parse-file.ts';
import { parseAiken } from './aiken.ts';
import { parseGift } from './gift.ts';
import { parseMoodleXml } from './moodle-xml.ts';

/** Any file an institute imports: the content import's CSV, XLSX and JSON, or Moodle's three formats. */
export async function parseQuestionFile(
  format: InstituteImportFormat,
  contentBase64: string,
): Promise<ParsedFile> {
  if (format === 'csv' || format === 'xlsx' || format === 'json') return parseFile(format, contentBase64);
  const bytes = decodeBase64(contentBase64);
  if (!bytes)
    return {
      items: [],
      issues: [{ row: 0, field: 'file', rule: 'testUpload.rules.base64Invalid' }],
      tabular: false,
    };
  if (format === 'moodle-xml') return parseMoodleXml(bytes);
  return format === 'gift' ? parseGift(bytes) : parseAiken(bytes);
}
