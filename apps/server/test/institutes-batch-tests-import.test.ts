import type { ImportReport, InstituteQuestionList } from '@abhyas/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionFileReader } from '../src/modules/questions/moodle/reader.ts';
import { fileBase64, jsonImport, orgCall } from './batch-test-fixtures.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { twoInstitutes } from './institute-factories.ts';

/**
 * An institute's question import (docs/institutes.md, "The institute's own tests"): the content
 * import's formats and Moodle's (Moodle XML, GIFT, Aiken) written as Moodle documents them, with
 * Hindi; the same row report; nothing imported when a row is bad; only the institute's admins.
 */
let t: TestApp;
let cast: Awaited<ReturnType<typeof twoInstitutes>>;
const moodleDefaults = { subject: 'geography', topic: 'indian-geography', difficulty: 'easy' };

const importFile = (format: string, name: string, token = cast.tokens.adminA, org = cast.orgA) =>
  orgCall(t.app, 'POST', `${org}/questions/import`, token, {
    format,
    fileName: name,
    contentBase64: fileBase64(name),
    ...(['moodle-xml', 'gift', 'aiken'].includes(format) ? moodleDefaults : {}),
  });
const questionsOf = async (org = cast.orgA, token = cast.tokens.adminA) =>
  (await orgCall(t.app, 'GET', `${org}/questions`, token)).json() as InstituteQuestionList;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  cast = await twoInstitutes(t.app, t.database.db);
}, 60_000);
afterAll(async () => t?.close());

describe("an institute's question import", () => {
  it('imports Moodle XML: multiple choice, HTML and entities as text, multilang spans as Hindi and English', async () => {
    const before = questionsOf();
    const res = await importFile('moodle-xml', 'moodle-hindi.xml');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, imported: 3 });
    const list = await questionsOf();
    expect(list.total).toBe((await before).total + 3);
    const river = list.items.find((q) => q.text.hi.startsWith('भारत की सबसे लंबी नदी'));
    expect(river).toMatchObject({
      text: { hi: 'भारत की सबसे लंबी नदी कौन-सी है?', en: 'भारत की सबसे लंबी नदी कौन-सी है?' },
      answer: 1,
      subject: 'geography',
      difficulty: 'easy',
    });
    const capital = list.items.find((q) => q.text.en === 'What is the capital of Rajasthan?');
    expect(capital?.text.hi).toBe('राजस्थान की राजधानी क्या है?');
    expect(capital?.options[1]).toEqual({ hi: 'जयपुर', en: 'Jaipur' });
    expect(capital?.answer).toBe(2);
    expect(list.items.find((q) => q.text.hi.startsWith('दक्कन'))?.options).toHaveLength(5);
  });

  it('lists one import in the file’s order, the newest import first (the journey found them shuffled)', async () => {
    const res = await orgCall(
      t.app,
      'POST',
      `${cast.orgA}/questions/import`,
      cast.tokens.adminA,
      jsonImport('order', 12),
    );
    expect(res.json()).toMatchObject({ ok: true, imported: 12 });
    const texts = (await questionsOf()).items.slice(0, 12).map((q) => q.text.en);
    expect(texts).toEqual(Array.from({ length: 12 }, (_, i) => `Question order-${i + 1}: which year?`));
  });

  it('imports GIFT (comments, categories, titles, feedback, escaped signs) and Aiken, Hindi intact', async () => {
    const gift = await importFile('gift', 'gift-hindi.txt');
    expect(gift.json()).toMatchObject({ ok: true, imported: 3 });
    const aiken = await importFile('aiken', 'aiken-hindi.txt');
    expect(aiken.json()).toMatchObject({ ok: true, imported: 2 });
    const list = await questionsOf();
    expect(list.items.map((q) => q.text.hi)).toEqual(
      expect.arrayContaining([
        'भारत की सबसे ऊँची पर्वत चोटी कौन-सी है?',
        'सूत्र 2 = 1 + 1 में कितने अंक हैं?',
        'कर्क रेखा कितने भारतीय राज्यों से होकर गुजरती है?',
      ]),
    );
    expect(list.items.find((q) => q.text.hi.startsWith('कर्क रेखा'))?.answer).toBe(3);
  });

  it('reports every bad row of each format and imports nothing', async () => {
    const before = (await questionsOf()).total;
    const cases: [string, string, { row: number; rule: string }[]][] = [
      [
        'moodle-xml',
        'moodle-bad-row.xml',
        [
          { row: 2, rule: 'validation.batchTests.oneCorrectOption' },
          { row: 3, rule: 'validation.batchTests.onlyMultipleChoice' },
        ],
      ],
      [
        'gift',
        'gift-bad-row.txt',
        [
          { row: 2, rule: 'validation.batchTests.onlyMultipleChoice' },
          { row: 3, rule: 'validation.batchTests.onlyMultipleChoice' },
        ],
      ],
      ['aiken', 'aiken-bad-row.txt', [{ row: 2, rule: 'validation.batchTests.oneCorrectOption' }]],
    ];
    for (const [format, name, rows] of cases) {
      const res = await importFile(format, name);
      expect(res.statusCode, name).toBe(422);
      const body = res.json() as { error: { code: string }; report: ImportReport };
      expect(body.error.code).toBe('IMPORT_INVALID');
      expect(body.report.rows.map((r) => ({ row: r.row, rule: r.rule }))).toEqual(rows);
    }
    expect((await questionsOf()).total).toBe(before);
  });

  it('refuses a broken file, an XML with a DOCTYPE, and a Moodle file without subject', async () => {
    const xml = (text: string) => ({
      format: 'moodle-xml',
      fileName: 'x.xml',
      contentBase64: Buffer.from(text).toString('base64'),
      ...moodleDefaults,
    });
    const broken = await orgCall(
      t.app,
      'POST',
      `${cast.orgA}/questions/import`,
      cast.tokens.adminA,
      xml('<quiz><question'),
    );
    expect(broken.json().report.rows[0].rule).toBe('validation.batchTests.xmlInvalid');
    const bomb = await orgCall(
      t.app,
      'POST',
      `${cast.orgA}/questions/import`,
      cast.tokens.adminA,
      xml('<?xml version="1.0"?><!DOCTYPE q [<!ENTITY a "aaaa">]><quiz>&a;</quiz>'),
    );
    expect(bomb.json().report.rows[0].rule).toBe('validation.batchTests.xmlInvalid');
    const gift = await orgCall(t.app, 'POST', `${cast.orgA}/questions/import`, cast.tokens.adminA, {
      format: 'gift',
      fileName: 'g.txt',
      contentBase64: fileBase64('gift-hindi.txt'),
    });
    expect(gift.statusCode).toBe(400);
    expect(gift.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      rule: 'validation.batchTests.fieldNeeded',
    });
  });

  it('reads the file in a worker, never on the event loop', async () => {
    const before = questionFileReader.counts.made;
    await orgCall(
      t.app,
      'POST',
      `${cast.orgA}/questions/import`,
      cast.tokens.adminA,
      jsonImport('worker', 2),
    );
    expect(questionFileReader.counts.made).toBe(before + 1);
  });

  it("keeps the institute's questions apart from the platform's bank and from other institutes'", async () => {
    // The same text in institute B is B's own question, not A's.
    const a = await orgCall(
      t.app,
      'POST',
      `${cast.orgA}/questions/import`,
      cast.tokens.adminA,
      jsonImport('same', 2),
    );
    const b = await orgCall(
      t.app,
      'POST',
      `${cast.orgB}/questions/import`,
      cast.tokens.adminB,
      jsonImport('same', 2),
    );
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const idsA = new Set((await questionsOf()).items.map((q) => q.id));
    const listB = await questionsOf(cast.orgB, cast.tokens.adminB);
    expect(listB.total).toBe(2);
    expect(listB.items.some((q) => idsA.has(q.id))).toBe(false);
  });

  it("answers another institute's admin, a teacher, a student and a stranger with no access and changes nothing", async () => {
    const before = (await questionsOf()).total;
    for (const [token, status] of [
      [cast.tokens.adminB, 403],
      [cast.tokens.teacherA, 403],
      [cast.tokens.studentA, 403],
      [undefined, 401],
    ] as const) {
      const imported = await orgCall(
        t.app,
        'POST',
        `${cast.orgA}/questions/import`,
        token,
        jsonImport('intruder', 1),
      );
      expect(imported.statusCode).toBe(status);
      const read = await orgCall(t.app, 'GET', `${cast.orgA}/questions`, token);
      expect(read.statusCode).toBe(status);
      expect(read.body).not.toContain('प्रश्न');
    }
    expect((await questionsOf()).total).toBe(before);
  });
});
