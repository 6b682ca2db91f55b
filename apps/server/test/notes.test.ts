import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPracticeSet, type SeededSet, student } from './exam-factories.ts';
import { bearer, createUser, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let headers: Record<string, string>;
let set: SeededSet;

beforeAll(async () => {
  t = await createTestApp();
  headers = (await student(t.app, t.database.db)).headers;
  set = await createPracticeSet(t.database.db, 'SSC');
});
afterAll(() => t.close());

const get = (url: string, h: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: h });

describe('the notes list', () => {
  it('lists all 190 notes in Hindi by default, by subject and order, each with its topic', async () => {
    const res = await get('/api/notes');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.language).toBe('hi');
    expect(body.items).toHaveLength(190);
    expect(body.items.every((n: { title: string }) => /[\u0900-\u097F]/.test(n.title))).toBe(true);
    const polity = body.items.filter((n: { subject: string }) => n.subject === 'polity');
    expect(polity.map((n: { order: number }) => n.order)).toEqual(
      [...polity.map((n: { order: number }) => n.order)].sort((a, b) => a - b),
    );
    expect(body.items[0]).not.toHaveProperty('body');
  });

  it('lists them in English when asked', async () => {
    const body = (await get('/api/notes?language=en')).json();
    expect(body.language).toBe('en');
    expect(body.items.find((n: { slug: string }) => n.slug === 'percentage-profit-loss')).toMatchObject({
      subject: 'maths',
      topic: 'profit-and-loss',
      title: expect.stringMatching(/Percentage/),
    });
  });

  it('refuses a language it does not have, with a rule key', async () => {
    const res = await get('/api/notes?language=fr');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      rule: 'validation.notes.languageInvalid',
    });
  });
});

describe('reading a note', () => {
  it('renders headings, lists, tables and maths to HTML, in the chosen language', async () => {
    const res = await get('/api/notes/maths/percentage-profit-loss?language=hi');
    expect(res.statusCode).toBe(200);
    const note = res.json();
    expect(note).toMatchObject({ subject: 'maths', slug: 'percentage-profit-loss', language: 'hi' });
    expect(note.title).toMatch(/प्रतिशत/);
    expect(note.html).toMatch(/<h2[^>]*>प्रतिशत की मूल बातें<\/h2>/);
    expect(note.html).toContain('<table>');
    expect(note.html).toMatch(/<ul>\s*<li>/);
    // $\frac{x}{100}$ typeset by KaTeX, with MathML for screen readers; `\%` and `_` left to KaTeX.
    expect(note.html).toContain('class="katex"');
    expect(note.html).toContain('<math');
    expect(note.html).not.toContain('$');
  });

  it('never lets markup through: the HTML has no script, handlers, links or images', async () => {
    const list = (await get('/api/notes?language=en')).json().items as { subject: string; slug: string }[];
    for (const { subject, slug } of list.slice(0, 40)) {
      const { html } = (await get(`/api/notes/${subject}/${slug}?language=en`)).json();
      expect(html).not.toMatch(/<script|<iframe|<img|<a\s|\son\w+=/i);
    }
  });

  it('answers 404 for a note that does not exist and 400 for a bad subject or slug', async () => {
    expect((await get('/api/notes/polity/no-such-note')).statusCode).toBe(404);
    const badSubject = await get('/api/notes/astrology/fundamental-rights');
    expect(badSubject.statusCode).toBe(400);
    expect(badSubject.json().error.rule).toBe('validation.notes.subjectInvalid');
    for (const slug of ['..%2F..%2Fetc', 'UPPER', 'a_b', '-lead', `${'a'.repeat(81)}`]) {
      const res = await get(`/api/notes/polity/${slug}`);
      expect(res.statusCode, slug).toBe(400);
      expect(res.json().error.rule, slug).toBe('validation.notes.slugInvalid');
    }
    expect((await get('/api/notes/polity/fundamental-rights?language=xx')).statusCode).toBe(400);
  });
});

describe('the sets that may be downloaded with answers', () => {
  it('needs a sign-in', async () => {
    expect((await get('/api/notes/sets')).statusCode).toBe(401);
    expect((await get(`/api/notes/sets/${set.slug}/pdf`)).statusCode).toBe(401);
  });

  it('lists published sets and leaves out unpublished ones, for admins too', async () => {
    const draft = await createPracticeSet(t.database.db, 'general', { published: false });
    const admin = await createUser(t.database.db, { role: 'admin' });
    for (const h of [headers, bearer((await signIn(t.app, admin.username)).token)]) {
      const items = (await get('/api/notes/sets', h)).json().items as {
        slug: string;
        totalQuestions: number;
      }[];
      expect(items.find((s) => s.slug === set.slug)).toMatchObject({ totalQuestions: 100 });
      expect(items.some((s) => s.slug === draft.slug)).toBe(false);
      // An unpublished set's questions may be tomorrow's paper: no PDF, whoever asks.
      expect((await get(`/api/notes/sets/${draft.slug}/pdf`, h)).statusCode).toBe(404);
    }
  });

  it('refuses a language the set does not offer, a bad language and a bad set id', async () => {
    const hindiOnly = await createPracticeSet(t.database.db, 'general', { languages: ['hi'] });
    const both = await get(`/api/notes/sets/${hindiOnly.slug}/pdf?language=both`, headers);
    expect(both.statusCode).toBe(400);
    expect(both.json().error.rule).toBe('validation.notes.pdfLanguageInvalid');
    expect((await get(`/api/notes/sets/${hindiOnly.slug}/pdf?language=en`, headers)).statusCode).toBe(400);
    const bad = await get(`/api/notes/sets/${set.slug}/pdf?language=fr`, headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.rule).toBe('validation.notes.pdfLanguageInvalid');
    expect((await get('/api/notes/sets/NO_SUCH/pdf', headers)).statusCode).toBe(400);
    expect((await get('/api/notes/sets/no-such-set/pdf', headers)).statusCode).toBe(404);
  });
});
