import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { sheetCounts } from '../src/modules/attendance/export/sheet-maker.ts';
import { bigBatch, call, mark, s, saveDay, useAttendanceApp } from './attendance-fixtures.ts';

useAttendanceApp();

const monthUrl = (month = '2026-11', batch = s.morning, org = s.orgA) =>
  `/api/organisations/${org}/attendance/${batch}/month/${month}`;
const id = (i: number) => s.students[i]?.id ?? '';

beforeAll(async () => {
  // Three days of November: the first student is absent once and late once, the second excused once.
  await saveDay(
    [mark(id(0), 'present'), mark(id(1), 'present'), mark(id(2), 'present')],
    'teacher',
    '2026-11-02',
  );
  await saveDay(
    [mark(id(0), 'absent'), mark(id(1), 'excused'), mark(id(2), 'present')],
    'teacher',
    '2026-11-03',
  );
  await saveDay([mark(id(0), 'late'), mark(id(1), 'present')], 'teacher', '2026-11-04');
});

describe('the month', () => {
  it('counts each day, each student’s rate (late counts, excused is left out) and the batch’s', async () => {
    const res = await call('GET', monthUrl(), 'teacher');
    expect(res.statusCode, res.body).toBe(200);
    const m = res.json();
    expect(m.days).toEqual([
      { day: '2026-11-02', present: 3, absent: 0, late: 0, excused: 0 },
      { day: '2026-11-03', present: 1, absent: 1, late: 0, excused: 1 },
      { day: '2026-11-04', present: 1, absent: 0, late: 1, excused: 0 },
    ]);
    const byId = new Map(m.students.map((x: { id: string }) => [x.id, x]));
    expect(byId.get(id(0))).toMatchObject({
      rate: 67,
      counts: { present: 1, absent: 1, late: 1, excused: 0 },
    });
    expect(byId.get(id(0))).toMatchObject({ marks: { '2026-11-03': 'absent', '2026-11-04': 'late' } });
    expect(byId.get(id(1))).toMatchObject({ rate: 100 });
    expect(m.counts).toEqual({ present: 5, absent: 1, late: 1, excused: 1 });
    // (5 present + 1 late) of 7 counted.
    expect(m.rate).toBe(86);
  });

  it('has nothing for a month with no marks, and refuses a month not begun', async () => {
    const empty = (await call('GET', monthUrl('2026-10'), 'adminA')).json();
    expect(empty.days).toEqual([]);
    expect(empty.rate).toBeNull();
    expect((await call('GET', monthUrl('2026-12'), 'adminA')).json().error.rule).toBe(
      'validation.attendance.dayInFuture',
    );
    expect((await call('GET', monthUrl('2026-13'), 'adminA')).json().error.rule).toBe(
      'validation.attendance.month',
    );
  });

  it('is refused across institutes and batches, revealing nothing', async () => {
    for (const url of [monthUrl(), `${monthUrl()}/export?format=csv`]) {
      expect((await call('GET', url, 'adminB')).statusCode).toBe(403);
      expect((await call('GET', url, 'student')).statusCode).toBe(403);
      expect((await call('GET', url, null)).statusCode).toBe(401);
    }
    expect((await call('GET', monthUrl('2026-11', s.morning, s.orgB), 'adminB')).statusCode).toBe(404);
    const other = await call('GET', monthUrl('2026-11', s.morning), 'otherTeacher');
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('अंकित');
  });
});

describe('exports', () => {
  it('a CSV with a byte-order mark that reads back with the Hindi names and the rates', async () => {
    const res = await call('GET', `${monthUrl()}/export?format=csv&lang=hi`, 'teacher');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="attendance-2026-11.csv"');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = Papa.parse<string[]>(bytes.toString('utf8').replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    }).data;
    const [header = [], ...rest] = rows;
    expect(header.slice(0, 4)).toEqual(['नाम', 'यूज़रनेम', '1', '2']);
    expect(header.slice(-5)).toEqual(['उपस्थित', 'अनुपस्थित', 'देर से', 'छुट्टी', 'उपस्थिति %']);
    const ankit = rest.find((r) => r[0] === 'अंकित कुमार') ?? [];
    // Days 2, 3, 4 are the 4th, 5th and 6th columns.
    expect(ankit.slice(3, 6)).toEqual(['उ', 'अ', 'दे']);
    expect(ankit.at(-1)).toBe('67');
    expect(rest.at(-1)?.[0]).toBe('पूरा बैच');
    expect(rest.at(-1)?.at(-1)).toBe('86');
  });

  it('an XLSX that ExcelJS reads back, in English when asked', async () => {
    const res = await call('GET', `${monthUrl()}/export?format=xlsx&lang=en`, 'adminA');
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const values = (n: number) => ((sheet?.getRow(n).values ?? []) as unknown[]).slice(1).map(String);
    expect(values(1).slice(0, 2)).toEqual(['Name', 'Username']);
    const names = Array.from({ length: 3 }, (_, i) => values(i + 2)[0]);
    expect(names).toContain('भावना शर्मा');
    const ankit = Array.from({ length: 3 }, (_, i) => values(i + 2)).find((r) => r[0] === 'अंकित कुमार') ?? [];
    expect(ankit.slice(3, 6)).toEqual(['P', 'A', 'L']);
  });

  it('makes a big batch’s file in a worker thread, not on the event loop', async () => {
    const { batch: big, ids } = await bigBatch('छात्रा', 150, 'att_month');
    const rows = ids.map((id) => ({ id }));
    await call('PUT', `/api/organisations/${s.orgA}/attendance/${big.id}/2026-11-05`, 'adminA', {
      marks: rows.map((r) => mark(r.id, 'present')),
    });
    const before = sheetCounts.made;
    const res = await call('GET', `${monthUrl('2026-11', big.id)}/export?format=xlsx`, 'adminA');
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(sheetCounts.made).toBe(before + 1);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.rowCount).toBe(152);
    expect(String(book.worksheets[0]?.getRow(2).getCell(1).value)).toMatch(/^छात्रा \d+$/);
  }, 60_000);

  it('refuses a format it does not make', async () => {
    const res = await call('GET', `${monthUrl()}/export?format=pdf`, 'adminA');
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      rule: 'validation.attendance.format',
    });
  });
});

describe("a student's own attendance", () => {
  it('shows their marks and rate per batch, and nothing of anyone else', async () => {
    const res = await call('GET', `/api/organisations/${s.orgA}/attendance/me?month=2026-11`, 'student');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      month: '2026-11',
      batches: [
        {
          batch: { id: s.morning, name: 'SSC CGL सुबह 2026' },
          counts: { present: 1, absent: 1, late: 1, excused: 0 },
          rate: 67,
          marks: [
            { day: '2026-11-02', status: 'present', note: '' },
            { day: '2026-11-03', status: 'absent', note: '' },
            { day: '2026-11-04', status: 'late', note: '' },
          ],
        },
      ],
    });
    expect((await call('GET', `/api/organisations/${s.orgA}/attendance/me`, 'adminB')).statusCode).toBe(403);
    expect((await call('GET', `/api/organisations/${s.orgB}/attendance/me`, 'student')).statusCode).toBe(403);
  });
});
