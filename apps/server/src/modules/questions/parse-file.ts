import type { ImportFormat, ImportIssue } from '@abhyas/core';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { z } from 'zod';
import { type Cells, fromCells, requiredColumns } from './columns.ts';

/** One candidate question and where it came from: the spreadsheet row (header = 1) or JSON item (from 1). */
export interface ParsedItem {
  row: number;
  value: unknown;
}
export interface ParsedFile {
  items: ParsedItem[];
  /** File-level problems (row 0) or missing columns (row 1): nothing can be imported. */
  issues: ImportIssue[];
  /** Tabular files report fields by column name; JSON by path. */
  tabular: boolean;
}

/** Only a set file's questions are imported: its series and set metadata belong to the seeder. */
const setFileQuestions = z.object({ format: z.literal('abhyas-set/1'), questions: z.array(z.unknown()) });

const fileIssue = (rule: string, row = 0, field = 'file'): ImportIssue => ({ row, field, rule });
const failed = (rule: string, tabular: boolean): ParsedFile => ({
  items: [],
  issues: [fileIssue(rule)],
  tabular,
});

/** Strict base64: Buffer.from silently skips bad characters, which would import garbage. */
export function decodeBase64(text: string): Buffer | undefined {
  const clean = text.replace(/\s+/g, '');
  if (clean.length === 0 || clean.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(clean)) return undefined;
  return Buffer.from(clean, 'base64');
}

export async function parseFile(format: ImportFormat, contentBase64: string): Promise<ParsedFile> {
  const tabular = format !== 'json';
  const bytes = decodeBase64(contentBase64);
  if (!bytes) return failed('testUpload.rules.base64Invalid', tabular);
  if (format === 'json') return parseJson(bytes);
  const table = format === 'csv' ? parseCsv(bytes) : await parseXlsx(bytes);
  if ('rule' in table) return failed(table.rule, true);
  return fromTable(table.header, table.rows);
}

function parseJson(bytes: Buffer): ParsedFile {
  let data: unknown;
  try {
    data = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    return failed('testUpload.rules.jsonInvalid', false);
  }
  let list: unknown[];
  if (Array.isArray(data)) list = data;
  else {
    const file = setFileQuestions.safeParse(data);
    if (!file.success) return failed('testUpload.rules.jsonInvalid', false);
    list = file.data.questions;
  }
  if (list.length === 0) return failed('testUpload.rules.noRows', false);
  return { items: list.map((value, i) => ({ row: i + 1, value })), issues: [], tabular: false };
}

export interface Table {
  header: string[];
  /** [spreadsheet row number, cells in header order] */
  rows: [number, string[]][];
}

export function parseCsv(bytes: Buffer): Table | { rule: string } {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (text.includes('\u0000')) return { rule: 'testUpload.rules.csvMalformed' };
  const result = Papa.parse<string[]>(text, { delimiter: ',', skipEmptyLines: false });
  // Papa keeps going after a broken quote: such a file is not what its author thinks it is.
  if (result.errors.some((e) => e.type === 'Quotes' || e.type === 'Delimiter'))
    return { rule: 'testUpload.rules.csvMalformed' };
  const [header = [], ...rest] = result.data;
  return { header, rows: rest.map((cells, i) => [i + 2, cells]) };
}

export async function parseXlsx(bytes: Buffer): Promise<Table | { rule: string }> {
  // An .xlsx is a zip archive: anything else claiming to be one is refused before the parser sees it.
  if (bytes.length < 4 || bytes.readUInt32LE(0) !== 0x04034b50)
    return { rule: 'testUpload.rules.xlsxInvalid' };
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return { rule: 'testUpload.rules.xlsxInvalid' };
  }
  const sheet = book.worksheets[0];
  if (!sheet) return { rule: 'testUpload.rules.xlsxInvalid' };
  const width = sheet.columnCount;
  const read = (n: number) =>
    Array.from({ length: width }, (_, i) => sheet.getRow(n).getCell(i + 1).text ?? '');
  const rows: [number, string[]][] = [];
  for (let n = 2; n <= sheet.rowCount; n++) rows.push([n, read(n)]);
  return { header: read(1), rows };
}

function fromTable(rawHeader: string[], rows: [number, string[]][]): ParsedFile {
  const header = rawHeader.map((h) => h.trim().toLowerCase());
  const missing = requiredColumns.filter((c) => !header.includes(c));
  if (missing.length > 0)
    return {
      items: [],
      issues: missing.map((c) => fileIssue('testUpload.rules.columnMissing', 1, c)),
      tabular: true,
    };
  const issues: ImportIssue[] = [];
  const items: ParsedItem[] = [];
  for (const [row, cells] of rows) {
    if (cells.every((c) => c.trim() === '')) continue;
    if (cells.length > header.length && cells.slice(header.length).some((c) => c.trim() !== '')) {
      issues.push(fileIssue('testUpload.rules.tooManyCells', row, 'row'));
      continue;
    }
    const record: Cells = {};
    header.forEach((h, i) => {
      if (h) record[h] = cells[i] ?? '';
    });
    items.push({ row, value: fromCells(record) });
  }
  if (items.length === 0 && issues.length === 0) issues.push(fileIssue('testUpload.rules.noRows'));
  return { items, issues, tabular: true };
}
