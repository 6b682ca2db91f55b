import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertSetDownloadable } from '../src/modules/notes/policy.ts';
import { createPracticeSet, type SeededSet, student } from './exam-factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { pdfDataDir, submittedAttempt } from './notes-pdf-fixtures.ts';
import { hasPdftotext, pdfText, sameSpacing } from './pdf-text.ts';

let t: TestApp;
let headers: Record<string, string>;
let set: SeededSet;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: pdfDataDir() });
  const s = await student(t.app, t.database.db);
  headers = s.headers;
  set = await createPracticeSet(t.database.db, 'SSC');
  await submittedAttempt(t.database.db, s.user.id, set.slug);
});
afterAll(() => t.close());

const get = (url: string, h: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: h });

function expectPdf(res: Awaited<ReturnType<typeof get>>, fileName: RegExp) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toMatch(fileName);
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
}

describe('a note as a PDF', () => {
  it('is a PDF attachment, made once and served again from memory', async () => {
    const first = await get('/api/notes/polity/fundamental-rights/pdf?language=en');
    expectPdf(first, /^attachment; filename="abhyas-polity-fundamental-rights-en\.pdf"$/);
    const again = await get('/api/notes/polity/fundamental-rights/pdf?language=en');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it.skipIf(!hasPdftotext)('holds the note title and its text, in English and in Hindi', async () => {
    const list = (await get('/api/notes?language=en')).json().items as { slug: string; title: string }[];
    const note = list.find((n) => n.slug === 'fundamental-rights');
    const enText = pdfText((await get('/api/notes/polity/fundamental-rights/pdf?language=en')).rawPayload);
    expect(enText).toContain(note?.title);
    const hi = (await get('/api/notes/polity/fundamental-rights?language=hi')).json();
    const hiText = pdfText((await get('/api/notes/polity/fundamental-rights/pdf?language=hi')).rawPayload);
    expect(sameSpacing(hiText)).toContain(sameSpacing(hi.title));
    // A table's cells and the maths of another note come through as text.
    const maths = pdfText((await get('/api/notes/maths/percentage-profit-loss/pdf?language=en')).rawPayload);
    expect(maths).toContain('x/100');
    expect(maths).toMatch(/12\.5/);
  });

  it('answers 404 for a missing note and 400 for bad input', async () => {
    expect((await get('/api/notes/polity/no-such-note/pdf')).statusCode).toBe(404);
    expect((await get('/api/notes/nope/fundamental-rights/pdf')).statusCode).toBe(400);
    expect((await get('/api/notes/polity/Bad_Slug/pdf')).statusCode).toBe(400);
    expect((await get('/api/notes/polity/fundamental-rights/pdf?language=de')).statusCode).toBe(400);
  });
});

describe('a practice set as a PDF', () => {
  it.skipIf(!hasPdftotext)(
    'holds every question with its answer and explanation, in both languages',
    async () => {
      const res = await get(`/api/notes/sets/${set.slug}/pdf?with=answers`, headers);
      expectPdf(res, new RegExp(`filename="abhyas-${set.slug}-both-answers\\.pdf"`));
      const text = pdfText(res.rawPayload);
      expect(text).toMatch(/no 1: the average of 1 and 3\?/);
      expect(text).toMatch(/no 100: the average of 100 and 102\?/);
      expect(text).toContain('Explanation 100');
      expect(text).toMatch(/Answer: 2\. 2/); // question 1's key is option 2 (keyOf(1) = 1), whose text is "2"
      expect(text).toContain('व्याख्या: व्याख्या 100');
    },
  );

  it('is made in one language when asked', async () => {
    const res = await get(`/api/notes/sets/${set.slug}/pdf?language=hi&with=answers`, headers);
    expectPdf(res, /-hi-answers\.pdf"$/);
    if (hasPdftotext) expect(pdfText(res.rawPayload)).not.toContain('Explanation 1');
  });
});

describe('who may download a set with its answers', () => {
  const closesAt = new Date('2026-11-22T12:00:00Z');
  it('refuses a live test until its window has closed, and an unpublished set always', () => {
    const live = { kind: 'live', closesAt } as const;
    expect(() => assertSetDownloadable({ published: true }, live, new Date('2026-11-22T11:59:59Z'))).toThrow(
      expect.objectContaining({ statusCode: 409, code: 'SOLUTIONS_HIDDEN' }),
    );
    expect(() => assertSetDownloadable({ published: true }, live, closesAt)).not.toThrow();
    expect(() => assertSetDownloadable({ published: false }, { kind: 'practice' }, closesAt)).toThrow(
      expect.objectContaining({ statusCode: 404 }),
    );
    expect(() => assertSetDownloadable({ published: true }, { kind: 'practice' }, closesAt)).not.toThrow();
  });
});
