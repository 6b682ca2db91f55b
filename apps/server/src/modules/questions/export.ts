import type { ImportFormat, QuestionInput, SetFile } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { examSeries } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { columns, exampleQuestion, toCells } from './columns.ts';
import { toQuestionInput } from './presenter.ts';
import { readSet } from './queries.ts';

export interface FileOut {
  fileName: string;
  contentType: string;
  body: Buffer;
}

const types: Record<ImportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  json: 'application/json; charset=utf-8',
};

function csv(inputs: readonly QuestionInput[]): Buffer {
  const rows = inputs.map(toCells).map((cells) => columns.map((c) => cells[c] ?? ''));
  // The byte-order mark makes Excel open the file as UTF-8, so Devanagari is not mangled.
  return Buffer.from(`\uFEFF${Papa.unparse({ fields: [...columns], data: rows })}\r\n`, 'utf8');
}

async function xlsx(inputs: readonly QuestionInput[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('questions');
  sheet.addRow([...columns]).font = { bold: true };
  for (const q of inputs) {
    const cells = toCells(q);
    // Every cell as text: a spreadsheet must not turn "1" into 1.0 or a date.
    sheet.addRow(columns.map((c) => cells[c] ?? ''));
  }
  sheet.columns.forEach((col) => {
    col.width = 18;
    col.numFmt = '@';
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function tabular(format: 'csv' | 'xlsx', inputs: readonly QuestionInput[]) {
  return format === 'csv' ? csv(inputs) : xlsx(inputs);
}

/** The set in the import format: importing the file back (mode replace) gives the same set. */
export async function exportSet(d: Deps, setId: string, format: ImportFormat): Promise<FileOut> {
  const detail = await readSet(d.db, setId);
  const inputs = detail.questions.map(toQuestionInput);
  const fileName = `${detail.set.slug}.${format}`;
  if (format !== 'json') return { fileName, contentType: types[format], body: await tabular(format, inputs) };
  const [series] = await d.db.select().from(examSeries).where(eq(examSeries.id, detail.set.seriesId));
  if (!series) throw new Error('set without series');
  const file: SetFile = {
    format: 'abhyas-set/1',
    examKey: detail.set.examKey,
    series: {
      slug: series.slug,
      title: { hi: series.titleHi, en: series.titleEn },
      description: { hi: series.descriptionHi, en: series.descriptionEn },
    },
    set: {
      slug: detail.set.slug,
      title: detail.set.title,
      languages: detail.set.languages,
      free: detail.set.free,
      published: detail.set.published,
    },
    questions: inputs,
  };
  return {
    fileName,
    contentType: types.json,
    body: Buffer.from(`${JSON.stringify(file, null, 2)}\n`, 'utf8'),
  };
}

/** The header row and one valid example row. */
export async function templateFile(format: 'csv' | 'xlsx'): Promise<FileOut> {
  return {
    fileName: `abhyas-questions-template.${format}`,
    contentType: types[format],
    body: await tabular(format, [exampleQuestion]),
  };
}
