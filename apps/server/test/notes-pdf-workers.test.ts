import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceSets, questions, setQuestions } from '../src/db/schema/index.ts';
import type { RenderJob } from '../src/modules/notes/pdf/render-task.ts';
import { PdfBusyError, PdfRenderer } from '../src/modules/notes/pdf/renderer.ts';
import { createPracticeSet, type SeededSet, student } from './exam-factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { pdfDataDir, submittedAttempt } from './notes-pdf-fixtures.ts';

/**
 * PDFs are made in worker threads, a bounded number at a time and one per user, and kept on disk by
 * the version of what they print (docs/notes.md): the exam hall's event loop never lays out a PDF.
 */
let t: TestApp;
let dataDir: string;
let sets: SeededSet[];
let students: Record<string, string>[];
let userIds: string[];

beforeAll(async () => {
  dataDir = pdfDataDir();
  t = await createTestApp({ DATA_DIR: dataDir });
  sets = [];
  for (let i = 0; i < 4; i++) sets.push(await createPracticeSet(t.database.db, 'SSC'));
  students = [];
  userIds = [];
  for (let i = 0; i < 9; i++) {
    const s = await student(t.app, t.database.db);
    students.push(s.headers);
    userIds.push(s.user.id);
  }
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
/** The renders the app logged for a PDF name (pdf/pdf-maker.ts logs each one). */
const rendersOf = (name: string) =>
  t.logs.filter((l) => l.includes('"PDF rendered"') && l.includes(`"pdf":"${name}.`)).length;
const setId = async (slug: string) =>
  (await t.database.db.select().from(practiceSets).where(eq(practiceSets.slug, slug)))[0]!.id;
const cached = () => readdirSync(path.join(dataDir, 'pdf-cache')).filter((f) => f.endsWith('.pdf'));

describe('set PDFs made in worker threads', () => {
  it('keeps the event loop responsive while eight PDFs are made', async () => {
    const urls = sets.flatMap((s) =>
      ['hi', 'en', 'both'].map((language) => `/api/notes/sets/${s.slug}/pdf?language=${language}`),
    );
    // A 5 ms timer: every gap beyond 20 ms counts as time the event loop was held.
    const started = performance.now();
    let last = started;
    let worst = 0;
    let held = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      worst = Math.max(worst, now - last);
      if (now - last > 20) held += now - last;
      last = now;
    }, 5);
    const answers = await Promise.all(urls.slice(0, 8).map((url, i) => get(url, students[i]!)));
    const took = performance.now() - started;
    clearInterval(timer);
    console.info(
      `eight set PDFs in ${Math.round(took)} ms; the event loop was held ${Math.round(held)} ms, at worst ${Math.round(worst)} ms at once`,
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(t.logs.filter((l) => l.includes('"PDF rendered"')).length).toBe(8);
    // On the event loop the eight renders would hold it nearly all the time (each for half a second
    // or more, the first for seconds: the faces are parsed then); in the workers the loop only reads
    // rows and writes files. The bounds leave room for a machine busy with other work.
    expect(held).toBeLessThan(0.3 * took);
    expect(worst).toBeLessThan(0.25 * took);
  });

  it('refuses a second render for a user who has one in flight: 429 with Retry-After', async () => {
    // Neither made yet (the first test made the papers of the first sets).
    const slug = sets[3]!.slug;
    const [a, b] = [`${slug}/pdf?language=en`, `${slug}/pdf?language=both`];
    const headers = students[8]!;
    const answers = await Promise.all([
      get(`/api/notes/sets/${a}`, headers),
      get(`/api/notes/sets/${b}`, headers),
    ]);
    // Whichever reaches the renderer first is made (on PostgreSQL the two race through the pool);
    // the other is refused while it is in flight.
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 429]);
    const second = answers.find((r) => r.statusCode === 429)!;
    expect(Number(second.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(second.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/one at a time/),
        retryAfterSeconds: Number(second.headers['retry-after']),
      },
    });
    // Once the first is made, the refused one may be asked for; and a PDF already made is no render.
    const refused = answers[0] === second ? a : b;
    expect((await get(`/api/notes/sets/${refused}`, headers)).statusCode).toBe(200);
    const [again, third] = await Promise.all([
      get(`/api/notes/sets/${a}`, headers),
      get(`/api/notes/sets/${b}`, headers),
    ]);
    expect([again.statusCode, third.statusCode]).toEqual([200, 200]);
  });

  it('makes a PDF once and serves it from the disk after, until a question changes', async () => {
    const slug = sets[1]!.slug;
    const name = `set-${await setId(slug)}-en-paper`;
    const url = `/api/notes/sets/${slug}/pdf?language=en`;
    const first = await get(url, students[0]!);
    expect(first.statusCode).toBe(200);
    expect(rendersOf(name)).toBe(1); // made by the first test, served from the disk here
    const second = await get(url, students[1]!);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(rendersOf(name)).toBe(1);
    expect(cached().filter((f) => f.startsWith(`${name}.`))).toHaveLength(1);

    // An edited question is a new version: made again, and the old file goes.
    const [row] = await t.database.db
      .select({ id: setQuestions.questionId })
      .from(setQuestions)
      .where(and(eq(setQuestions.setId, await setId(slug)), eq(setQuestions.position, 1)));
    await t.database.db
      .update(questions)
      .set({ textEn: 'An edited first question?' })
      .where(eq(questions.id, row!.id));
    // What every edit service does after its commit (attempts/invalidate.ts): the set's printed
    // questions are held with the hall's caches and go with them.
    await t.app.deps.caches.forget({ sets: [await setId(slug)] });
    const edited = await get(url, students[2]!);
    expect(edited.statusCode).toBe(200);
    expect(rendersOf(name)).toBe(2);
    expect(cached().filter((f) => f.startsWith(`${name}.`))).toHaveLength(1);
  });

  it('sends a PDF over real HTTP in pieces with its length declared, the bytes whole', async () => {
    // pdf/reply.ts writes 16 KB at a time so a save never waits behind one large write.
    const url = `/api/notes/sets/${sets[1]!.slug}/pdf?language=en`;
    const whole = await get(url, students[0]!);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.length).toBeGreaterThan(16 * 1024);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}${url}`, { headers: students[0]! });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('transfer-encoding')).toBeNull();
    expect(Number(response.headers.get('content-length'))).toBe(whole.rawPayload.length);
    expect(Buffer.from(await response.arrayBuffer()).equals(whole.rawPayload)).toBe(true);
  });

  it('gives the paper a version of its own, so a key correction does not make the paper again', async () => {
    const slug = sets[0]!.slug;
    const id = await setId(slug);
    await submittedAttempt(t.database.db, userIds[4]!, slug);
    expect((await get(`/api/notes/sets/${slug}/pdf?language=hi&with=answers`, students[4]!)).statusCode).toBe(
      200,
    );
    const [row] = await t.database.db
      .select({ id: setQuestions.questionId, key: questions.correctOption })
      .from(setQuestions)
      .innerJoin(questions, eq(questions.id, setQuestions.questionId))
      .where(and(eq(setQuestions.setId, id), eq(setQuestions.position, 2)));
    await t.database.db
      .update(questions)
      .set({ correctOption: ((row!.key ?? 0) + 1) % 4 })
      .where(eq(questions.id, row!.id));
    await t.app.deps.caches.forget({ sets: [id] }); // as key-corrections.ts does after its commit
    expect((await get(`/api/notes/sets/${slug}/pdf?language=hi`, students[3]!)).statusCode).toBe(200);
    expect((await get(`/api/notes/sets/${slug}/pdf?language=hi&with=answers`, students[4]!)).statusCode).toBe(
      200,
    );
    expect(rendersOf(`set-${id}-hi-paper`)).toBe(1);
    expect(rendersOf(`set-${id}-hi-answers`)).toBe(2);
  });
});

describe('the render queue', () => {
  const job = (n: number): RenderJob => ({
    kind: 'note',
    input: { title: `Note ${n}`, summary: 's', subjectName: 'x', body: 'text', language: 'en' },
  });

  it('refuses a render beyond its threads and queue with the seconds to wait, and takes one again after', async () => {
    const renderer = new PdfRenderer({ threads: 1, queue: 1 });
    try {
      const inFlight = [renderer.render('a', job(1)), renderer.render('b', job(2))];
      // The same PDF again joins the render in flight; a third one is refused.
      expect(renderer.render('a', job(1))).toBe(inFlight[0]);
      let refused: unknown;
      try {
        void renderer.render('c', job(3));
      } catch (err) {
        refused = err;
      }
      expect(refused).toBeInstanceOf(PdfBusyError);
      expect((refused as PdfBusyError).statusCode).toBe(429);
      expect((refused as PdfBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
      const made = await Promise.all(inFlight);
      expect(made.every((pdf) => pdf.subarray(0, 5).toString() === '%PDF-')).toBe(true);
      expect(renderer.pending).toBe(0);
      expect((await renderer.render('c', job(3))).subarray(0, 5).toString()).toBe('%PDF-');
      expect(renderer.rendered).toBe(3);
    } finally {
      await renderer.close();
    }
  });

  it('rests the thread three times a render’s length after it while the exam hall takes saves, not when idle', async () => {
    let hallBusy = false;
    const renderer = new PdfRenderer({ threads: 1, queue: 4 }, { activeWithin: () => hallBusy });
    // Two renders asked for at once: the time between their ends is the second's render, plus the
    // thread's rest after the first while the hall is busy.
    const pair = async (tag: string) => {
      const asked = performance.now();
      const ends: number[] = [];
      await Promise.all(
        [1, 2].map((n) => renderer.render(`${tag}-${n}`, job(n)).then(() => ends.push(performance.now()))),
      );
      const [first, second] = ends.sort((a, b) => a - b) as [number, number];
      return { first: first - asked, gap: second - first };
    };
    try {
      await renderer.render('warm', job(0)); // the worker started and its faces parsed
      const idle = await pair('idle');
      expect(idle.gap).toBeLessThan(3 * idle.first);
      hallBusy = true;
      const busy = await pair('busy');
      expect(busy.gap).toBeGreaterThanOrEqual(3 * busy.first);
      expect(renderer.pending).toBe(0);
    } finally {
      await renderer.close();
    }
  });
});
