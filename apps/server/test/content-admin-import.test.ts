import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions, setQuestions } from '../src/db/schema/index.ts';
import { contentDir } from '../src/db/seed/content.ts';
import { bearer, createUser, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let admin = '';
let setId = '';
let ssc = '';

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin/content${url}`,
    headers: bearer(admin),
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, (await createUser(t.database.db, { role: 'admin' })).username)).token;
  const set = async (examKey: string, n: number) => {
    const series = await call('POST', '/series', {
      slug: `imp-series-${n}`,
      examKey,
      title: { hi: 'शृंखला', en: 'Series' },
    });
    const res = await call('POST', '/sets', {
      seriesId: series.json().series.id,
      slug: `imp-set-${n}`,
      title: { hi: 'सेट', en: 'Set' },
      languages: ['hi', 'en'],
    });
    return res.json().set.id as string;
  };
  setId = await set('general', 1);
  ssc = await set('SSC', 2);
});
afterAll(() => t.close());

const header = [
  'section',
  'subject',
  'topic',
  'difficulty',
  'question_hi',
  'question_en',
  'option1_hi',
  'option1_en',
  'option2_hi',
  'option2_en',
  'option3_hi',
  'option3_en',
  'option4_hi',
  'option4_en',
  'option5_hi',
  'option5_en',
  'answer',
  'explanation_hi',
  'explanation_en',
  'image_url',
];
type Row = Record<string, string>;
const good = (n: number, over: Row = {}): Row => ({
  section: '1',
  subject: 'History',
  topic: 'modern-history',
  difficulty: 'easy',
  question_hi: `प्रश्न ${n}: भारत छोड़ो आंदोलन कब शुरू हुआ?`,
  question_en: `Q${n}: when did the Quit India movement start?`,
  option1_hi: '1942',
  option1_en: '1942',
  option2_hi: '1930',
  option2_en: '1930',
  option3_hi: '1920',
  option3_en: '1920',
  option4_hi: '1947',
  option4_en: '1947',
  answer: '1',
  explanation_hi: 'यह आंदोलन अगस्त 1942 में शुरू हुआ।',
  explanation_en: 'It began in August 1942.',
  ...over,
});
const csv = (rows: Row[], cols = header) =>
  Papa.unparse({ fields: cols, data: rows.map((r) => cols.map((c) => r[c] ?? '')) });
const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64');
const importFile = (format: string, content: string | Buffer, mode = 'append', set = setId) =>
  call('POST', `/sets/${set}/import`, { format, mode, fileName: `f.${format}`, contentBase64: b64(content) });
const bankSize = async () => (await t.database.db.select({ n: count() }).from(questions))[0]?.n ?? 0;
const placed = async () => (await t.database.db.select({ n: count() }).from(setQuestions))[0]?.n ?? 0;

/** Imports `content`, expects 422 with exactly these issues, and that nothing at all was written. */
async function refused(
  format: string,
  content: string | Buffer,
  issues: object[],
  mode = 'append',
  set = setId,
) {
  const before = [await bankSize(), await placed()];
  const res = await importFile(format, content, mode, set);
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json().error.code).toBe('IMPORT_INVALID');
  expect(res.json().report).toMatchObject({ ok: false, imported: 0 });
  expect(res.json().report.rows).toEqual(issues.map((i) => expect.objectContaining(i)));
  expect([await bankSize(), await placed()]).toEqual(before);
}

describe('import: every bad row is reported and nothing is written', () => {
  it('a missing column', async () => {
    const cols = header.filter((c) => c !== 'explanation_en');
    await refused('csv', csv([good(1)], cols), [
      { row: 1, field: 'explanation_en', rule: 'testUpload.rules.columnMissing' },
    ]);
  });

  it('empty Hindi and non-Devanagari Hindi', async () => {
    await refused(
      'csv',
      csv([good(1), good(2, { question_hi: '' }), good(3, { explanation_hi: 'Hindi in Latin letters' })]),
      [
        { row: 3, field: 'question_hi', rule: 'validation.question.textRequired' },
        { row: 4, field: 'explanation_hi', rule: 'validation.question.hindiMissing' },
      ],
    );
  });

  it('3 options, 6 options and duplicate options', async () => {
    const cols = [...header, 'option6_hi', 'option6_en'];
    await refused(
      'csv',
      csv(
        [
          good(1, { option4_hi: '', option4_en: '' }),
          good(2, { option5_hi: '1950', option5_en: '1950', option6_hi: '1960', option6_en: '1960' }),
          good(3, { option2_hi: '1942', option2_en: '1942' }),
        ],
        cols,
      ),
      [
        { row: 2, field: 'options', rule: 'validation.question.optionCount' },
        { row: 3, field: 'options', rule: 'validation.question.optionCount' },
        { row: 4, field: 'options', rule: 'validation.question.optionsNotDistinct' },
      ],
    );
  });

  it('answer 0, 6 and "B"', async () => {
    await refused(
      'csv',
      csv([good(1, { answer: '0' }), good(2, { answer: '6' }), good(3, { answer: 'B' })]),
      [
        { row: 2, field: 'answer', rule: 'validation.question.answerInvalid' },
        { row: 3, field: 'answer', rule: 'validation.question.answerInvalid' },
        { row: 4, field: 'answer', rule: 'validation.question.answerInvalid' },
      ],
    );
  });

  it('unknown subject and topic, bad difficulty', async () => {
    await refused(
      'csv',
      csv([
        good(1, { subject: 'astrology' }),
        good(2, { topic: 'palmistry' }),
        good(3, { difficulty: 'tough' }),
      ]),
      [
        { row: 2, field: 'subject', rule: 'validation.question.subjectUnknown' },
        { row: 3, field: 'topic', rule: 'validation.question.topicUnknown' },
        { row: 4, field: 'difficulty', rule: 'validation.question.difficultyInvalid' },
      ],
    );
  });

  it('a section beyond the exam template', async () => {
    await refused('csv', csv([good(1), good(2, { section: '2' })]), [
      { row: 3, field: 'section', rule: 'testUpload.rules.sectionBeyondTemplate' },
    ]);
  });

  it('wrong section counts for a replacement, and too many for an append', async () => {
    const rows = Array.from({ length: 26 }, (_, i) => good(100 + i, { section: String((i % 4) + 1) }));
    await refused(
      'csv',
      csv(rows),
      [1, 2, 3, 4].map((s) => ({
        row: 0,
        field: 'section',
        rule: 'testUpload.rules.sectionCountReplace',
        params: { section: s, expected: 25, actual: s <= 2 ? 7 : 6 },
      })),
      'replace',
      ssc,
    );
    await refused(
      'csv',
      csv(rows.map((r) => ({ ...r, section: '1' }))),
      [
        {
          row: 0,
          field: 'section',
          rule: 'testUpload.rules.sectionCountAppend',
          params: { section: 1, expected: 25, actual: 26 },
        },
      ],
      'append',
      ssc,
    );
  });

  it('the same question twice in the file', async () => {
    await refused('csv', csv([good(1), good(2), good(1, { question_hi: 'दोबारा वही प्रश्न?' })]), [
      { row: 4, field: 'question_en', rule: 'testUpload.rules.duplicateInFile', params: { other: 2 } },
    ]);
  });

  it('a malformed CSV, a non-xlsx file claiming to be xlsx, and wrong base64', async () => {
    await refused('csv', `${csv([good(1)])}\n1,"history,unclosed`, [
      { row: 0, field: 'file', rule: 'testUpload.rules.csvMalformed' },
    ]);
    await refused('xlsx', csv([good(1)]), [{ row: 0, field: 'file', rule: 'testUpload.rules.xlsxInvalid' }]);
    await refused('xlsx', Buffer.from('PK\u0003\u0004 not really a zip'), [
      { row: 0, field: 'file', rule: 'testUpload.rules.xlsxInvalid' },
    ]);
    const before = await bankSize();
    const res = await call('POST', `/sets/${setId}/import`, {
      format: 'csv',
      mode: 'append',
      fileName: 'f.csv',
      contentBase64: 'this is not base64!',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().report.rows).toEqual([
      { row: 0, field: 'file', rule: 'testUpload.rules.base64Invalid' },
    ]);
    expect(await bankSize()).toBe(before);
  });

  it('bad JSON, and a JSON question with a bad field reported by path', async () => {
    await refused('json', '{"questions": [', [
      { row: 0, field: 'file', rule: 'testUpload.rules.jsonInvalid' },
    ]);
    await refused('json', JSON.stringify({ hello: 'world' }), [
      { row: 0, field: 'file', rule: 'testUpload.rules.jsonInvalid' },
    ]);
    const q = {
      section: 1,
      subject: 'history',
      topic: 'modern-history',
      difficulty: 'easy',
      text: { hi: 'प्रश्न?', en: 'Question?' },
      options: [
        { hi: 'क', en: 'a' },
        { hi: 'ख', en: 'b' },
        { hi: 'ग', en: 'c' },
        { hi: 'घ', en: 'd' },
      ],
      answer: 5,
      explanation: { hi: 'व्याख्या', en: 'Why' },
    };
    await refused('json', JSON.stringify({ format: 'abhyas-set/1', questions: [q] }), [
      { row: 1, field: 'answer', rule: 'validation.question.answerInvalid' },
    ]);
  });

  it('a named entry that names no question: an unknown bank reference or family', async () => {
    await refused(
      'json',
      JSON.stringify({
        format: 'abhyas-set/1',
        questions: [
          { section: 1, ref: '00000000' },
          { section: 1, generate: 'no-such-family', seed: 1 },
          { section: 1, generate: 'percentage', seed: 4 },
        ],
      }),
      [
        { row: 1, field: 'ref', rule: 'validation.question.namedUnknown' },
        { row: 2, field: 'generate', rule: 'validation.question.namedUnknown' },
      ],
    );
  });

  it('one bad row among good ones in an XLSX file: nothing is imported', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('q');
    sheet.addRow(header);
    for (const r of [good(1), good(2), good(3, { difficulty: 'x' })])
      sheet.addRow(header.map((c) => r[c] ?? ''));
    const file = Buffer.from(await book.xlsx.writeBuffer());
    await refused('xlsx', file, [
      { row: 4, field: 'difficulty', rule: 'validation.question.difficultyInvalid' },
    ]);
  });

  it('imports a repository set file that names bank and generated questions, as the seeder loads it', async () => {
    const file = readFileSync(join(contentDir, 'sets', 'ctet-mock-1.json'), 'utf8');
    const series = await call('POST', '/series', {
      slug: 'imp-ctet',
      examKey: 'CTET',
      title: { hi: 'सीटेट', en: 'CTET' },
    });
    const set = await call('POST', '/sets', {
      seriesId: series.json().series.id,
      slug: 'imp-ctet-1',
      title: { hi: 'सेट', en: 'Set' },
      languages: ['hi', 'en'],
    });
    const res = await importFile('json', file, 'replace', set.json().set.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, imported: 150, rows: [], warnings: [] });
    const exported = await call('GET', `/sets/${set.json().set.id}/export?format=json`);
    const written = exported.json().questions as { section: number; text: { en: string } }[];
    expect(written.filter((q) => q.section === 1)).toHaveLength(30);
    expect(written.every((q) => q.text.en.length > 0)).toBe(true);
  });

  it('imports a clean file, then refuses the same rows appended again', async () => {
    const file = csv([good(200), good(201, { option5_hi: '1950', option5_en: '1950', answer: '5' })]);
    const ok = await importFile('csv', file);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true, imported: 2, rows: [], warnings: [] });
    await refused('csv', file, [
      { row: 2, field: 'question_en', rule: 'testUpload.rules.duplicateInSet' },
      { row: 3, field: 'question_en', rule: 'testUpload.rules.duplicateInSet' },
    ]);
  });

  it('refuses a row whose text is in the bank with a different answer, instead of reusing it silently', async () => {
    const first = csv([good(300)]);
    expect((await importFile('csv', first)).statusCode).toBe(200);
    // The same question text with another key, into another set: the bank's version must not win quietly.
    await refused(
      'csv',
      csv([good(300, { answer: '2', section: '2' })]),
      [{ row: 2, field: 'question_en', rule: 'testUpload.rules.differsFromBank' }],
      'append',
      ssc,
    );
    // Saying exactly the same is fine: the bank question is reused.
    const same = await importFile('csv', csv([good(300, { section: '2' })]), 'append', ssc);
    expect(same.json()).toEqual({ ok: true, imported: 1, rows: [], warnings: [] });
  });

  it('warns, without refusing, about a polity question in a Reasoning section, and not about a reasoning one', async () => {
    const polity = good(400, {
      subject: 'polity',
      topic: 'constitution',
      question_en: 'Q400: which article of the Constitution abolishes untouchability?',
    });
    const reasoning = good(401, {
      subject: 'reasoning',
      topic: 'series',
      question_en: 'Q401: which year comes next in the series?',
    });
    // SSC's section 1 is General Intelligence and Reasoning.
    const res = await importFile('csv', csv([polity, reasoning]), 'append', ssc);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      imported: 2,
      rows: [],
      warnings: [
        {
          row: 2,
          field: 'subject',
          rule: 'testUpload.warnings.subjectOffSection',
          params: {
            section: 1,
            sectionEn: 'General Intelligence and Reasoning',
            sectionHi: 'सामान्य बुद्धि एवं तर्कशक्ति',
            subjectEn: 'Polity',
            subjectHi: 'राजव्यवस्था',
          },
        },
      ],
    });
    // A refused file carries its warnings too, so one upload shows everything to look at.
    const both = csv([{ ...polity, question_en: 'Q402: polity again?' }, good(403, { difficulty: 'x' })]);
    const refusedRes = await importFile('csv', both, 'append', ssc);
    expect(refusedRes.statusCode).toBe(422);
    expect(refusedRes.json().report.warnings).toEqual([
      expect.objectContaining({ row: 2, rule: 'testUpload.warnings.subjectOffSection' }),
    ]);
  });

  it('refuses a body over the upload limit', async () => {
    const res = await importFile('csv', Buffer.alloc(6 * 1024 * 1024, 'a'));
    expect(res.statusCode).toBe(413);
  });
});
