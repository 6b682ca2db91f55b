import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { flashcardRules } from '@abhyas/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flashcards } from '../src/db/schema/index.ts';
import { newSchedule } from '../src/modules/flashcards/services/create-card.ts';
import { writeLimitOf, writeLimits } from '../src/plugins/write-limits.ts';
import { createPracticeSet, type SeededSet, startAttempt, student } from './exam-factories.ts';
import { createOrganisation, createUser } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

// Issue 17: every guarded write has a per-user rate and a body cap. Rate limits are on here (the
// default), as in production; the fake clock moves windows by hand.
let t: TestApp;
let set: SeededSet;
type Headers = Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SIGNIN_PER_IP: '1000' });
  set = await createPracticeSet(t.database.db, 'SSC');
});
afterAll(async () => t?.close());

const inject = (
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: unknown,
) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

/** A 429 in the one error shape, its Retry-After header equal to the body's seconds. */
function expectRateLimited(res: Awaited<ReturnType<typeof inject>>, maxSeconds: number) {
  expect(res.statusCode, res.body).toBe(429);
  const { error } = res.json();
  expect(error.code).toBe('RATE_LIMITED');
  expect(typeof error.message).toBe('string');
  expect(error.retryAfterSeconds).toBeGreaterThan(0);
  expect(error.retryAfterSeconds).toBeLessThanOrEqual(maxSeconds);
  expect(Number(res.headers['retry-after'])).toBe(error.retryAfterSeconds);
  return error.retryAfterSeconds as number;
}

const quiz = { subject: 'maths', topic: 'average', length: 10 };

describe('per-user write limits', () => {
  it('stops a student starting quizzes faster than the limit, with Retry-After, and lets them on later', async () => {
    const a = await student(t.app, t.database.db);
    const { max, windowSeconds } = writeLimits.quizStart;
    for (let i = 0; i < max; i++)
      expect((await inject('POST', '/api/quizzes', a.headers, quiz)).statusCode).toBe(201);
    const refused = await inject('POST', '/api/quizzes', a.headers, quiz);
    const wait = expectRateLimited(refused, windowSeconds);
    // The aimed quiz shares the group; another student is not affected.
    expectRateLimited(await inject('POST', '/api/quizzes/aimed', a.headers, { length: 10 }), windowSeconds);
    const b = await student(t.app, t.database.db);
    expect((await inject('POST', '/api/quizzes', b.headers, quiz)).statusCode).toBe(201);
    // Other writes of the same student still pass (their own group).
    const session = {
      clientId: randomUUID(),
      startedAt: new Date(t.clock().getTime() - 20 * 60_000).toISOString(),
      endedAt: new Date(t.clock().getTime() - 60_000).toISOString(),
      focusSeconds: 600,
      subject: null,
    };
    expect((await inject('POST', '/api/study-timer/sessions', a.headers, session)).statusCode).toBe(201);
    t.clock.advance(wait * 1000);
    expect((await inject('POST', '/api/quizzes', a.headers, quiz)).statusCode).toBe(201);
  });

  it('stops a student making flash cards faster than the limit', async () => {
    const a = await student(t.app, t.database.db);
    const deck = await inject('POST', '/api/flashcards/decks', a.headers, { title: 'इतिहास' });
    expect(deck.statusCode).toBe(201);
    const url = `/api/flashcards/decks/${deck.json().id}/cards`;
    const card = { front: { hi: 'प्लासी का युद्ध कब हुआ?' }, back: { hi: '1757' } };
    const { max, windowSeconds } = writeLimits.cardMake;
    for (let i = 0; i < max; i++) expect((await inject('POST', url, a.headers, card)).statusCode).toBe(201);
    expectRateLimited(await inject('POST', url, a.headers, card), windowSeconds);
    // Refused before anything is written: the deck holds exactly the allowed number.
    const held = await t.app.inject({
      method: 'GET',
      url: `/api/flashcards/decks/${deck.json().id}`,
      headers: a.headers,
    });
    expect(held.json().deck.cardCount).toBe(max);
  });

  it('limits every other write by default, per user, and keeps the exam hall apart with a generous limit', async () => {
    const a = await student(t.app, t.database.db);
    const attempt = await startAttempt(t.app, a.headers, set);
    const forget = { endpoint: 'https://fcm.googleapis.com/fcm/send/none' };
    const { max } = writeLimits.write;
    // startAttempt was one write of the default group.
    for (let i = 1; i < max; i++)
      expect((await inject('DELETE', '/api/notification/token', a.headers, forget)).statusCode).toBe(200);
    expectRateLimited(
      await inject('DELETE', '/api/notification/token', a.headers, forget),
      writeLimits.write.windowSeconds,
    );
    // The hall's saves count on their own: a student who hit the default limit still saves answers.
    const questionId = attempt.questions[0]?.id;
    const save = await inject('POST', `/api/attempts/${attempt.id}/saves`, a.headers, {
      saves: [{ seq: 1, questionId, answer: 1, marked: false, timeSpentMs: 1000 }],
    });
    expect(save.statusCode, save.body).toBe(200);
    expect(writeLimits.hall.max).toBeGreaterThanOrEqual(600);
  });

  it('limits an institute’s notices (each one goes to every member)', async () => {
    const org = await createOrganisation(t.database.db);
    const admin = await student(t.app, t.database.db, { organizationId: org.id, orgRole: 'admin' });
    await createUser(t.database.db, { organizationId: org.id, orgRole: 'member' });
    const url = `/api/organisations/${org.id}/notifications`;
    const notice = { title: 'कल की कक्षा', body: 'गणित की कक्षा सुबह 9 बजे होगी।' };
    const { max, windowSeconds } = writeLimits.orgNotice;
    for (let i = 0; i < max; i++)
      expect((await inject('POST', url, admin.headers, notice)).statusCode).toBe(201);
    expectRateLimited(await inject('POST', url, admin.headers, notice), windowSeconds);
  });
});

describe('body size caps', () => {
  it('refuses an oversized body with 413 in the error shape, before reading it as JSON', async () => {
    const a = await student(t.app, t.database.db);
    const big = {
      clientId: randomUUID(),
      startedAt: new Date(t.clock().getTime() - 20 * 60_000).toISOString(),
      endedAt: new Date(t.clock().getTime() - 60_000).toISOString(),
      focusSeconds: 600,
      subject: 'x'.repeat(20 * 1024),
    };
    const res = await inject('POST', '/api/study-timer/sessions', a.headers, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) } });
  });

  it('lets a full flash card through (four sides of 2,000 Devanagari characters) and refuses more', async () => {
    const a = await student(t.app, t.database.db);
    const deck = (await inject('POST', '/api/flashcards/decks', a.headers, { title: 'शब्द' })).json();
    const side = 'क'.repeat(2000);
    const full = { front: { hi: side, en: side }, back: { hi: side, en: side } };
    expect(Buffer.byteLength(JSON.stringify(full))).toBeGreaterThan(writeLimits.write.bodyBytes);
    const url = `/api/flashcards/decks/${deck.id}/cards`;
    expect((await inject('POST', url, a.headers, full)).statusCode).toBe(201);
    const huge = { ...full, tags: ['x'.repeat(70 * 1024)] };
    const res = await inject('POST', url, a.headers, huge);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('counts of what a user keeps', () => {
  it('caps the cards of one account over all its decks, a deck copy included', async () => {
    const a = await student(t.app, t.database.db);
    const deckIds: string[] = [];
    for (const title of ['एक', 'दो', 'तीन']) {
      const res = await inject('POST', '/api/flashcards/decks', a.headers, { title: `डेक ${title}` });
      deckIds.push(res.json().id);
    }
    const [first = '', second = '', third = ''] = deckIds;
    // Two decks, one short of full (2,000 and 2,999 cards), written straight to the table.
    const fill = async (deckId: string, n: number) => {
      const rows = Array.from({ length: n }, (_, i) => ({
        deckId,
        userId: a.user.id,
        frontEn: `q${i}`,
        backEn: `a${i}`,
        ...newSchedule(t.clock()),
      }));
      for (let i = 0; i < rows.length; i += 1000)
        await t.database.db.insert(flashcards).values(rows.slice(i, i + 1000));
    };
    await fill(first, flashcardRules.cardsPerDeckMax);
    await fill(second, flashcardRules.cardsPerUserMax - flashcardRules.cardsPerDeckMax - 1);
    const card = { front: { en: 'Battle of Plassey?' }, back: { en: '1757' } };
    expect((await inject('POST', `/api/flashcards/decks/${third}/cards`, a.headers, card)).statusCode).toBe(
      201,
    );
    const refused = await inject('POST', `/api/flashcards/decks/${third}/cards`, a.headers, card);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'CONFLICT',
      rule: 'validation.flashcards.tooManyCards',
    });
    // Copying a deck of one's own would bring its cards: refused as well, and no deck is made.
    const decksBefore = (
      await t.app.inject({ method: 'GET', url: '/api/flashcards/decks', headers: a.headers })
    ).body;
    const copy = await inject('POST', `/api/flashcards/decks/${third}/copy`, a.headers);
    expect(copy.statusCode).toBe(409);
    expect(copy.json().error.rule).toBe('validation.flashcards.tooManyCards');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/flashcards/decks', headers: a.headers })).body,
    ).toBe(decksBefore);
  });
});

describe('which routes are limited', () => {
  it('gives every guarded write a limit, and none to reads and public routes', () => {
    for (const access of ['signedIn', 'orgAdmin', 'platformAdmin', 'signedInHotPath'] as const)
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
        expect(writeLimitOf(method, '/api/x', { access }), `${access} ${method}`).toBeDefined();
    expect(writeLimitOf('POST', '/api/attempts/:attemptId/saves', { access: 'signedInHotPath' })).toBe(
      writeLimits.hall,
    );
    expect(writeLimitOf('GET', '/api/x', { access: 'signedIn' })).toBeUndefined();
    expect(writeLimitOf('POST', '/api/auth/signin', { access: 'public' })).toBeUndefined();
  });

  it('documents every limit in docs/limits.md', () => {
    const doc = fs.readFileSync(new URL('../../../docs/limits.md', import.meta.url), 'utf8');
    const per = (seconds: number) =>
      seconds === 60 ? 'min' : seconds === 3600 ? 'h' : `${seconds / 60} min`;
    for (const [name, limit] of Object.entries(writeLimits)) {
      const row = doc.split('\n').find((line) => line.includes(`\`${name}\``));
      expect(row, name).toBeDefined();
      expect(row, name).toContain(`${limit.max} per ${per(limit.windowSeconds)}`);
    }
  });
});

describe('the API document', () => {
  it('lists 413 and 429 for every guarded write', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>>;
    };
    const missing: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(ops)) {
        if (!['post', 'put', 'patch', 'delete'].includes(method) || !op.security?.length) continue;
        for (const status of ['413', '429'])
          if (!op.responses[status]) missing.push(`${method} ${path} ${status}`);
      }
    expect(missing).toEqual([]);
  });
});
