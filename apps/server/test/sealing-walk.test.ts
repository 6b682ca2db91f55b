import {
  type AttemptState,
  addIndianDays,
  type BankQuestion,
  indianDayOf,
  type QuestionInput,
  type QuizState,
  type SetFile,
} from '@abhyas/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSetFromFile, storeQuestions } from '../src/modules/questions/store.ts';
import { send, walkRequests } from './api-walk.ts';
import { bearer, createUser, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { fixtures, type Method } from './openapi-walk.ts';
import { hasPdftotext, pdfText } from './pdf-text.ts';

/**
 * The honest-ranks rule, proved over the whole API: a student for whom some questions are sealed
 * (core's `sealOf`) walks every operation of the OpenAPI document with plausible requests aimed at
 * those questions, and no answer carries their key, `isCorrect` or explanation.
 *
 * The sealed questions: the ones the student's submitted set T shares with the unsat ranked set S;
 * S's own; a bank question B1 that the student met in a quiz (and made a card of) before an admin
 * put it in a newly published set V; and B2, tomorrow's Problem of the Day. Their explanations carry
 * SEALMARK; the open questions' explanations carry OPENMARK, which the walk must find (so it can
 * see a key when one is there).
 */
let t: TestApp;
let student: Record<string, string>;
const sealed = new Set<string>();
const SEALMARK = 'SEALMARK';
const OPENMARK = 'OPENMARK';
let slugs: { open: string; sealedSet: string; late: string };
let openAttemptId = '';
let sealedAttemptId = '';
let bank1 = '';
let bank2 = '';
let quizId = '';

const historyQuestion = (tag: string, i: number, mark: string) => ({
  section: 1,
  subject: 'history',
  topic: 'modern-history',
  difficulty: 'medium' as const,
  text: { hi: `प्रश्न ${tag}-${i}: किस वर्ष?`, en: `Q ${tag}-${i}: which year?` },
  options: [0, 1, 2, 3].map((k) => ({ hi: `${1900 + i * 4 + k}`, en: `${1900 + i * 4 + k}` })),
  answer: ((i * 7) % 4) + 1,
  explanation: { hi: `${mark} व्याख्या ${i}`, en: `${mark} because ${i}` },
});

async function publish(slug: string, questions: QuestionInput[]) {
  const file: SetFile = {
    format: 'abhyas-set/1',
    examKey: 'general',
    series: { slug: 'sealing-walk', title: { hi: 'शृंखला', en: 'Series' }, description: { hi: '', en: '' } },
    set: {
      slug,
      title: { hi: `सेट ${slug}`, en: `Set ${slug}` },
      languages: ['hi', 'en'],
      free: true,
      published: true,
    },
    questions,
  };
  return t.database.db.transaction((tx) => createSetFromFile(tx, file, questions));
}

const call = (method: Method, url: string, payload?: object, headers = student) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function questionIdsOf(slug: string): Promise<string[]> {
  const started = await call('POST', '/api/attempts', { setId: slug, language: 'en' });
  expect(started.statusCode, started.body).toBeLessThan(300);
  const state = started.json() as AttemptState;
  if (slug === slugs.sealedSet) sealedAttemptId = state.id;
  return state.questions.map((q) => q.id);
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false', ACCESS_TOKEN_TTL_SECONDS: '86400' });
  const db = t.database.db;
  const me = await createUser(db);
  student = bearer((await signIn(t.app, me.username)).token);
  const tag = Date.now().toString(36);
  slugs = { open: `open-${tag}`, sealedSet: `sealed-${tag}`, late: `late-${tag}` };

  // T (open) and S (sealed) share their first 25 questions; each has 25 of its own.
  const shared = Array.from({ length: 25 }, (_, i) => historyQuestion(tag, i, SEALMARK));
  await publish(slugs.open, [
    ...shared,
    ...Array.from({ length: 25 }, (_, i) => historyQuestion(tag, 100 + i, OPENMARK)),
  ]);
  await publish(slugs.sealedSet, [
    ...shared,
    ...Array.from({ length: 25 }, (_, i) => historyQuestion(tag, 200 + i, SEALMARK)),
  ]);

  // B1 and B2: bank questions in no set (polity, so a polity quiz draws B1).
  const bankQuestion = (n: number): BankQuestion => ({
    subject: 'polity',
    topic: 'constitution',
    difficulty: 'easy',
    text: { hi: `बैंक प्रश्न ${tag}-${n}: कौन सा अनुच्छेद?`, en: `Bank Q ${tag}-${n}: which article?` },
    options: [1, 2, 3, 4].map((k) => ({ hi: `अनुच्छेद ${n * 10 + k}`, en: `Article ${n * 10 + k}` })),
    answer: 2,
    explanation: { hi: `${SEALMARK} बैंक ${n}`, en: `${SEALMARK} bank ${n}` },
  });
  [bank1 = '', bank2 = ''] = await db.transaction((tx) =>
    storeQuestions(tx, [bankQuestion(1), bankQuestion(2)]),
  );

  // The student answers every question of T (option 1) and submits it, so its own 25 questions open
  // with a verdict each and the shared 25 stay sealed by S: their verdicts too.
  const openState = (
    await call('POST', '/api/attempts', { setId: slugs.open, language: 'en' })
  ).json() as AttemptState;
  openAttemptId = openState.id;
  const saves = openState.questions.map((q, i) => ({
    seq: i + 1,
    questionId: q.id,
    answer: 0,
    marked: false,
  }));
  const saved = await call('POST', `/api/attempts/${openAttemptId}/saves`, { saves });
  expect(saved.json()).toMatchObject({ acked: saves.map((x) => x.seq) });
  const submitted = await call('POST', `/api/attempts/${openAttemptId}/submit`, {});
  expect(submitted.statusCode, submitted.body).toBeLessThan(300);

  // A polity quiz draws B1 while it is open; the student answers it wrong and makes a card of it.
  const quiz = await call('POST', '/api/quizzes', { subject: 'polity', topic: 'constitution', length: 10 });
  expect(quiz.statusCode, quiz.body).toBeLessThan(300);
  const state = quiz.json() as QuizState;
  quizId = state.id;
  const b1 = state.questions.find((q) => q.text.en.startsWith(`Bank Q ${tag}-1`));
  expect(b1, 'the quiz drew B1').toBeDefined();
  const answered = await call('POST', `/api/quizzes/${quizId}/answers`, {
    position: b1?.position,
    answer: 0,
  });
  expect(answered.json()).toMatchObject({ correct: false, correctOption: 1 });
  const card = await call('POST', '/api/flashcards/cards/from-quiz-question', {
    quizId,
    position: b1?.position,
    language: 'en',
  });
  expect(card.statusCode, card.body).toBeLessThan(300);

  // Then an admin publishes V holding B1: B1 is sealed from now on for this student.
  const [b1Row] = await t.database.db.transaction((tx) => storeQuestions(tx, [bankQuestion(1)]));
  expect(b1Row).toBe(bank1);
  await publish(slugs.late, [
    { section: 1, ...bankQuestion(1) },
    ...Array.from({ length: 49 }, (_, i) => historyQuestion(tag, 300 + i, SEALMARK)),
  ]);

  // B2 is tomorrow's Problem of the Day.
  const admin = bearer((await signIn(t.app, (await createUser(db, { role: 'admin' })).username)).token);
  const tomorrow = addIndianDays(indianDayOf(t.clock()), 1);
  const scheduled = await call('PUT', `/api/potd/schedule/${tomorrow}`, { questionId: bank2 }, admin);
  expect(scheduled.statusCode, scheduled.body).toBe(200);

  // The sealed ids: S's 50 (the shared 25 among them), V's 50 (B1 among them), B2. Reading S's ids
  // starts the student's attempt at S: a running attempt seals its own questions too.
  for (const id of await questionIdsOf(slugs.sealedSet)) sealed.add(id);
  for (const id of await idsOfSet(slugs.late)) sealed.add(id);
  sealed.add(bank2);
  expect(sealed.has(bank1)).toBe(true);
}, 60_000);
afterAll(async () => t?.close());

async function idsOfSet(slug: string): Promise<string[]> {
  const { rowsOf } = await import('../src/lib/sql-rows.ts');
  const { sql } = await import('drizzle-orm');
  return rowsOf<{ id: string }>(
    await t.database.db.execute(sql`select sq.question_id::text as id from set_questions sq
      join practice_sets ps on ps.id = sq.set_id where ps.slug = ${slug}`),
  ).map((r) => r.id);
}

/** Every place in a JSON answer where a sealed question's key shows: the key, a verdict, a mark. */
function leaksIn(body: unknown, where: string, out: string[]) {
  if (Array.isArray(body)) {
    for (const item of body) leaksIn(item, where, out);
    return;
  }
  if (typeof body !== 'object' || body === null) return;
  const o = body as Record<string, unknown>;
  const id = typeof o.questionId === 'string' ? o.questionId : typeof o.id === 'string' ? o.id : null;
  if (id && sealed.has(id)) {
    if (typeof o.correctOption === 'number') out.push(`${where}: correctOption of ${id}`);
    if (o.explanation) out.push(`${where}: explanation of ${id}`);
    if (Array.isArray(o.options) && o.options.some((x) => typeof x === 'object' && x && 'isCorrect' in x))
      out.push(`${where}: isCorrect of ${id}`);
    // A verdict or a mark on the question itself says its key as plainly.
    if (typeof o.isCorrect === 'boolean' || typeof o.correct === 'boolean')
      out.push(`${where}: verdict on ${id}`);
    if (
      o.outcome === 'correct' ||
      o.outcome === 'wrong' ||
      o.rightToWrong === true ||
      o.wrongToRight === true
    )
      out.push(`${where}: outcome of ${id}`);
    for (const field of ['score', 'scoreMilli', 'marks', 'marksAwarded'])
      if (typeof o[field] === 'number') out.push(`${where}: ${field} of ${id}`);
  }
  for (const v of Object.values(o)) leaksIn(v, where, out);
}

/**
 * The walk sends writes too (that is where keys come back: reveal, answer, make a card). It is never
 * aimed at the running attempt at S: its plausible submit would open S's keys, rightly.
 */
async function walk(aim: { questionId: string; attemptId: string; setSlug: string }) {
  Object.assign(fixtures, { ...aim, quizId });
  const leaks: string[] = [];
  let openSeen = false;
  let verdictSeen = false;
  let requests = 0;
  for (const r of await walkRequests(t.app)) {
    // Signing out or changing the password would end the walk's session; admins' routes answer 403.
    if (r.path.startsWith('/api/auth') || r.path.startsWith('/api/admin')) continue;
    requests += 1;
    const res = await send(t.app, r, student);
    const where = `${r.method} ${r.url} → ${res.statusCode}`;
    const type = String(res.headers['content-type'] ?? '');
    const text = type.startsWith('application/pdf') && hasPdftotext ? pdfText(res.rawPayload) : res.body;
    if (text.includes(SEALMARK)) leaks.push(`${where}: a sealed explanation`);
    if (text.includes(OPENMARK)) openSeen = true;
    if (/"outcome":"(correct|wrong)"/.test(text)) verdictSeen = true;
    if (type.startsWith('application/json')) leaksIn(res.json(), where, leaks);
  }
  return { leaks, openSeen, verdictSeen, requests };
}

describe('no key before its time, on every route of the API', () => {
  it('shows no sealed key on any route aimed at a question T shares with the unsat set S', async () => {
    const [shared] = await idsOfSet(slugs.open);
    expect(shared && sealed.has(shared)).toBe(true);
    const run = await walk({ questionId: shared ?? '', attemptId: openAttemptId, setSlug: slugs.open });
    expect(run.leaks).toEqual([]);
    // The walk sees keys and verdicts where they are open: T's own questions in T's analysis.
    expect(run.openSeen).toBe(true);
    expect(run.verdictSeen).toBe(true);
    expect(run.requests).toBeGreaterThan(60);
  }, 180_000);

  it('shows no key of a question sealed after the student met it in a quiz and made a card', async () => {
    const run = await walk({ questionId: bank1, attemptId: openAttemptId, setSlug: slugs.late });
    expect(run.leaks).toEqual([]);
  }, 180_000);

  it('keeps tomorrow’s Problem of the Day out of every route', async () => {
    const run = await walk({ questionId: bank2, attemptId: openAttemptId, setSlug: slugs.sealedSet });
    expect(run.leaks).toEqual([]);
  }, 180_000);

  it('names the set that opens a sealed key, and opens it once that set is submitted', async () => {
    const [shared = ''] = await idsOfSet(slugs.open);
    const refused = await call('POST', `/api/questions/${shared}/reveal`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'QUESTION_SEALED',
      sealedBy: { title: { en: `Set ${slugs.sealedSet}` } },
    });
    // The PDF list says which answer keys are open: not T's while it shares keys with unsat S.
    const openOf = async () =>
      new Map(
        ((await call('GET', '/api/notes/sets')).json().items as { slug: string; answersOpen: boolean }[]).map(
          (s) => [s.slug, s.answersOpen],
        ),
      );
    expect((await openOf()).get(slugs.open)).toBe(false);
    // The running attempt at S is submitted: the shared questions open (V's do not).
    const done = await call('POST', `/api/attempts/${sealedAttemptId}/submit`, {});
    expect(done.statusCode, done.body).toBeLessThan(300);
    const opened = await call('POST', `/api/questions/${shared}/reveal`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().explanation.en).toContain(SEALMARK);
    expect((await call('POST', `/api/questions/${bank1}/reveal`)).statusCode).toBe(409);
    const after = await openOf();
    expect([after.get(slugs.open), after.get(slugs.sealedSet), after.get(slugs.late)]).toEqual([
      true,
      true,
      false,
    ]);
    const pdf = await call('GET', `/api/notes/sets/${slugs.open}/pdf?language=en&with=answers`);
    expect(pdf.statusCode).toBe(200);
  });
});
