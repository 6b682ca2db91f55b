import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batches, batchMembers, users } from '../src/db/schema/index.ts';
import { rosterReads } from '../src/modules/batches/import/roster-reader.ts';
import { bearer, createUser } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { createBatch, twoInstitutes } from './institute-factories.ts';

/**
 * The roster import (docs/institutes.md, "Roster import"): existing accounts by username or email,
 * all rows or none, a report row by row; the file is read in a worker thread.
 */
let t: TestApp;
let cast: Awaited<ReturnType<typeof twoInstitutes>>;

beforeAll(async () => {
  t = await createTestApp();
  cast = await twoInstitutes(t.app, t.database.db);
});
afterAll(() => t.close());

const upload = (
  format: 'csv' | 'xlsx',
  bytes: Buffer | string,
  opts: { dryRun?: boolean; who?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/organisations/${opts.who === 'adminB' ? cast.orgB : cast.orgA}/roster-import`,
    headers: bearer(cast.tokens[(opts.who ?? 'adminA') as keyof typeof cast.tokens]),
    payload: { format, contentBase64: Buffer.from(bytes).toString('base64'), dryRun: opts.dryRun ?? false },
  });
const student = (name: string) => createUser(t.database.db, { name });
const orgOf = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];

async function xlsx(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Roster');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('roster import', () => {
  it('imports a CSV of Hindi names by username and email into batches, making a batch it does not find', async () => {
    const existing = await createBatch(t.database.db, cast.orgA, { name: 'SSC CGL सुबह 2026' });
    const [amit, priya, ravi] = [
      await student('अमित कुमार'),
      await student('प्रिया शर्मा'),
      await student('रवि'),
    ];
    const csv = [
      'नाम,username,batch,role',
      `अमित कुमार,${amit.username},ssc cgl सुबह 2026,`,
      `प्रिया शर्मा,${priya.email.toUpperCase()},बैंक PO शाम,student`,
      `रवि,${ravi.username},,शिक्षक`,
      ',,,',
    ].join('\n');
    const res = await upload('csv', `\uFEFF${csv}`);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({
      imported: true,
      newBatches: ['बैंक PO शाम'],
      counts: { added: 3, alreadyMember: 0, bad: 0 },
    });
    expect(report.rows[1]).toMatchObject({
      row: 3,
      name: 'प्रिया शर्मा',
      accountName: 'प्रिया शर्मा',
      outcome: 'added',
    });
    expect(await orgOf(amit.id)).toMatchObject({ organizationId: cast.orgA, orgRole: 'member' });
    expect((await orgOf(ravi.id))?.orgRole).toBe('teacher');
    const amitRows = await t.database.db.select().from(batchMembers).where(eq(batchMembers.userId, amit.id));
    expect(amitRows.map((r) => r.batchId)).toEqual([existing.id]);
    const made = await t.database.db.select().from(batches).where(eq(batches.name, 'बैंक PO शाम'));
    expect(made).toHaveLength(1);
    expect(rosterReads.inWorker).toBeGreaterThan(0);
  });

  it('imports an XLSX the same way, read in the worker', async () => {
    const before = rosterReads.inWorker;
    const [a, b] = [await student('सीमा देवी'), await student('Arjun Singh')];
    const file = await xlsx([
      ['Name', 'Email', 'Batch'],
      ['सीमा देवी', a.email, 'XLSX बैच'],
      ['Arjun Singh', b.email, 'XLSX बैच'],
    ]);
    const res = await upload('xlsx', file);
    expect(res.json()).toMatchObject({ imported: true, newBatches: ['XLSX बैच'], counts: { added: 2 } });
    expect((await orgOf(a.id))?.organizationId).toBe(cast.orgA);
    expect(rosterReads.inWorker).toBe(before + 1);
  });

  it('imports nothing when one row is bad, and the report names the row and why', async () => {
    const [ok1, ok2] = [await student('गीता'), await student('सुरेश')];
    const other = await createUser(t.database.db, { orgRole: 'member', organizationId: cast.orgB });
    const file = await xlsx([
      ['name', 'username', 'batch', 'role'],
      ['गीता', ok1.username, 'नया बैच', ''],
      ['अज्ञात', 'no_such_person', '', ''],
      ['सुरेश', ok2.username, '', 'principal'],
      ['बाहरी', other.username, '', ''],
      ['गीता फिर', ok1.username, '', ''],
      ['', '', 'नया बैच', ''],
    ]);
    const res = await upload('xlsx', file);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.error.code).toBe('IMPORT_INVALID');
    expect(body.report.imported).toBe(false);
    expect(body.report.counts).toEqual({ added: 1, alreadyMember: 0, bad: 5 });
    expect(
      body.report.rows
        .filter((r: { outcome: string }) => r.outcome === 'bad')
        .map((r: { row: number; problems: string[] }) => [r.row, r.problems]),
    ).toEqual([
      [3, ['validation.batches.row.noAccount']],
      [4, ['validation.batches.row.roleUnknown']],
      [5, ['validation.batches.row.otherInstitute']],
      [6, ['validation.batches.row.duplicate']],
      [7, ['validation.batches.row.identifierMissing']],
    ]);
    // Another institute's member's name is not shown.
    expect(body.report.rows[3].accountName).toBeNull();
    expect((await orgOf(ok1.id))?.organizationId).toBeNull();
    expect(await t.database.db.select().from(batches).where(eq(batches.name, 'नया बैच'))).toEqual([]);
  });

  it('checks without importing on a dry run, and reports members already in the institute', async () => {
    const fresh = await student('दिनेश');
    const csv = `username\n${fresh.username}\n${cast.people.studentA.username}\n`;
    const res = await upload('csv', csv, { dryRun: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      imported: false,
      dryRun: true,
      counts: { added: 1, alreadyMember: 1 },
    });
    expect((await orgOf(fresh.id))?.organizationId).toBeNull();
  });

  it('refuses unreadable files, a file without an identifier column and too many rows, with file problems', async () => {
    const cases: [string, 'csv' | 'xlsx', string | Buffer][] = [
      ['testUpload.rules.xlsxInvalid', 'xlsx', 'not a zip'],
      ['testUpload.rules.csvMalformed', 'csv', 'username\n"open quote\n'],
      ['validation.batches.file.identifierColumn', 'csv', 'name,batch\nअमित,सुबह\n'],
      ['validation.batches.file.noRows', 'csv', 'username\n\n'],
      ['validation.batches.file.tooManyRows', 'csv', `username\n${'someone\n'.repeat(1001)}`],
    ];
    for (const [rule, format, bytes] of cases) {
      const res = await upload(format, bytes);
      expect(res.statusCode, rule).toBe(422);
      expect(res.json().report.fileProblems).toEqual([rule]);
    }
    const big = await t.app.inject({
      method: 'POST',
      url: `/api/organisations/${cast.orgA}/roster-import`,
      headers: bearer(cast.tokens.adminA),
      payload: { format: 'csv', contentBase64: 'A'.repeat(1_500_000) },
    });
    expect(big.statusCode).toBe(400);
    expect(big.json().error.rule).toBe('validation.batches.fileTooLarge');
  });

  it("refuses the import to A's teacher and student, and B's admin on A", async () => {
    const victim = await student('पीड़ित');
    for (const who of ['teacherA', 'studentA'] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/organisations/${cast.orgA}/roster-import`,
        headers: bearer(cast.tokens[who]),
        payload: {
          format: 'csv',
          contentBase64: Buffer.from(`username\n${victim.username}`).toString('base64'),
        },
      });
      expect(res.statusCode).toBe(403);
    }
    const b = await t.app.inject({
      method: 'POST',
      url: `/api/organisations/${cast.orgA}/roster-import`,
      headers: bearer(cast.tokens.adminB),
      payload: {
        format: 'csv',
        contentBase64: Buffer.from(`username\n${victim.username}`).toString('base64'),
      },
    });
    expect(b.statusCode).toBe(403);
    expect((await orgOf(victim.id))?.organizationId).toBeNull();
  });
});
