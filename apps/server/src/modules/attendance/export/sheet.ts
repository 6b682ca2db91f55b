import { type AttendanceMonth, type AttendanceStatus, attendanceStatuses, daysOfMonth } from '@abhyas/core';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';

export type SheetFormat = 'csv' | 'xlsx';
export type SheetLanguage = 'hi' | 'en';

/** What an export worker is given (plain data: it is copied between threads). */
export interface SheetJob {
  format: SheetFormat;
  lang: SheetLanguage;
  month: AttendanceMonth;
}

const words = {
  hi: {
    name: 'नाम',
    username: 'यूज़रनेम',
    rate: 'उपस्थिति %',
    batch: 'पूरा बैच',
    status: { present: 'उपस्थित', absent: 'अनुपस्थित', late: 'देर से', excused: 'छुट्टी' },
    letter: { present: 'उ', absent: 'अ', late: 'दे', excused: 'छु' },
  },
  en: {
    name: 'Name',
    username: 'Username',
    rate: 'Attendance %',
    batch: 'Whole batch',
    status: { present: 'Present', absent: 'Absent', late: 'Late', excused: 'Excused' },
    letter: { present: 'P', absent: 'A', late: 'L', excused: 'E' },
  },
} as const satisfies Record<SheetLanguage, unknown>;

/**
 * The month as a table, in the chosen language: one row per student (name, username, a column per
 * day of the month with the day's mark as one letter, the four counts and the rate), then the batch's
 * counts and rate. The same rows make the CSV and the XLSX (docs/attendance.md, "Export").
 */
export function monthTable(month: AttendanceMonth, lang: SheetLanguage): string[][] {
  const w = words[lang];
  const days = daysOfMonth(month.month);
  const rate = (r: number | null) => (r === null ? '' : String(r));
  const header = [
    w.name,
    w.username,
    ...days.map((d) => String(Number(d.slice(8)))),
    ...attendanceStatuses.map((s) => w.status[s]),
    w.rate,
  ];
  const rows = month.students.map((s) => [
    s.name,
    s.username,
    ...days.map((d) => {
      const status = s.marks[d] as AttendanceStatus | undefined;
      return status ? w.letter[status] : '';
    }),
    ...attendanceStatuses.map((st) => String(s.counts[st])),
    rate(s.rate),
  ]);
  const total = [
    w.batch,
    '',
    ...days.map(() => ''),
    ...attendanceStatuses.map((st) => String(month.counts[st])),
    rate(month.rate),
  ];
  return [header, ...rows, total];
}

/** The file's bytes: CSV with a UTF-8 byte-order mark (so Excel opens Hindi names as Hindi), or XLSX. */
export async function makeSheet(job: SheetJob): Promise<Uint8Array> {
  const table = monthTable(job.month, job.lang);
  if (job.format === 'csv') {
    const [fields = [], ...data] = table;
    return new TextEncoder().encode(`\uFEFF${Papa.unparse({ fields, data })}\r\n`);
  }
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(job.month.month);
  for (const row of table) sheet.addRow(row);
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn(1).width = 28;
  sheet.getColumn(2).width = 18;
  sheet.views = [{ state: 'frozen', xSplit: 2, ySplit: 1 }];
  return new Uint8Array(await book.xlsx.writeBuffer());
}
