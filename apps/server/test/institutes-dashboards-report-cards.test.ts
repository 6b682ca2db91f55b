import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportCardLinks } from '../src/db/schema/index.ts';
import { bearer } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { dashboardInstitute } from './institutes-dashboards-fixtures.ts';
import { hasPdftotext, pdfText, sameSpacing } from './pdf-text.ts';

/** A parent's report-card link (docs/institutes.md, "Dashboards"): made by staff, opened by anyone with it. */
let t: TestApp;
let f: Awaited<ReturnType<typeof dashboardInstitute>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await dashboardInstitute(t);
});
afterAll(() => t.close());

type Who = keyof typeof f.tokens | null;
const makeLink = (who: Who, studentId: string, payload: object = { language: 'hi' }, org = f.orgA) =>
  t.app.inject({
    method: 'POST',
    url: `/api/organisations/${org}/students/${studentId}/report-card-links`,
    headers: who ? bearer(f.tokens[who]) : {},
    payload,
  });
const open = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });
const DAY = 24 * 60 * 60 * 1000;

describe('report-card links', () => {
  it('makes a link that opens the card as a PDF with the student’s Hindi name, searchable', async () => {
    const res = await makeLink('adminA', f.people.amit.id);
    expect(res.statusCode).toBe(201);
    const link = res.json();
    expect(link.url).toMatch(/^http:\/\/abhyas\.test\/api\/report-cards\/[\w-]{40,}$/);
    expect(new Date(link.expiresAt).getTime() - t.clock().getTime()).toBe(7 * DAY);
    // Only the hash is stored: the token itself is nowhere in the table.
    const token = link.url.split('/').pop();
    const stored = await t.database.db.select().from(reportCardLinks);
    expect(JSON.stringify(stored)).not.toContain(token);

    const pdf = await open(link.url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    if (hasPdftotext) {
      const text = sameSpacing(pdfText(pdf.rawPayload));
      expect(text).toContain('अमित कुमार');
      expect(text).toContain('प्रगति रिपोर्ट');
      expect(text).toContain('Saraswati Coaching');
      expect(text).toContain('Weekly test 1 (हिंदी)');
    }
  });

  it('prints the card in English when asked', async () => {
    const link = (await makeLink('teacherA', f.people.bela.id, { language: 'en', days: 30 })).json();
    expect(new Date(link.expiresAt).getTime() - t.clock().getTime()).toBe(30 * DAY);
    const pdf = await open(link.url);
    expect(pdf.statusCode).toBe(200);
    if (hasPdftotext) {
      const text = sameSpacing(pdfText(pdf.rawPayload));
      expect(text).toContain('Bela Singh');
      expect(text).toContain('Progress report');
      expect(text).toContain('Compared with the batch');
    }
  });

  it('refuses more than 30 days, an unknown language and unknown fields, making nothing', async () => {
    const before = (await t.database.db.select().from(reportCardLinks)).length;
    for (const payload of [
      { language: 'hi', days: 31 },
      { language: 'fr' },
      { language: 'hi', token: 'x' },
    ]) {
      const res = await makeLink('adminA', f.people.amit.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect((await t.database.db.select().from(reportCardLinks)).length).toBe(before);
  });

  it("refuses a teacher for another batch's student, other institutes, students and anyone signed out", async () => {
    const before = (await t.database.db.select().from(reportCardLinks)).length;
    expect((await makeLink('teacherA', f.people.chetan.id)).statusCode).toBe(404);
    expect((await makeLink('adminA', f.people.studentB.id)).statusCode).toBe(404);
    expect((await makeLink('adminB', f.people.amit.id)).statusCode).toBe(403);
    expect((await makeLink('amit', f.people.amit.id)).statusCode).toBe(403);
    expect((await makeLink(null, f.people.amit.id)).statusCode).toBe(401);
    expect((await t.database.db.select().from(reportCardLinks)).length).toBe(before);
  });
  // Last: it moves the clock past the tokens' life.
  it('answers the same 404 for a wrong token and, after it expires, for a real one', async () => {
    const link = (await makeLink('adminA', f.people.amit.id, { language: 'en', days: 1 })).json();
    const wrong = await t.app.inject({ method: 'GET', url: '/api/report-cards/not-a-real-token' });
    expect(wrong.statusCode).toBe(404);
    t.clock.advance(DAY + 1000);
    const expired = await open(link.url);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual(wrong.json());
  });
});
