import { randomUUID } from 'node:crypto';
import { type AttemptState, isApiErrorBody } from '@abhyas/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPracticeSet, type SeededSet } from './exam-factories.ts';
import { bearer, createOrganisation, createUser, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { casesFor, fixtures, lenientObjects, type Method, type Operation } from './openapi-walk.ts';

/**
 * Walks the OpenAPI document the running app serves and sends generated bad requests to every
 * operation it lists (routes added later are walked too), as nobody, as a student and as an admin.
 * Any 5xx, or an error answer outside `{ error: { code, message } }`, fails the test. The cases come
 * from a fixed seed, so a failure reproduces; FUZZ_VERBOSE=1 prints how many requests went where.
 */
let t: TestApp;
const roles: Record<string, Record<string, string>> = { nobody: {} };

beforeAll(async () => {
  // Generous limits: a refusal for speed would hide what the request would have done.
  t = await createTestApp({
    RATE_LIMIT_ENABLED: 'false',
    RATE_LIMIT_SIGNIN_PER_IP: '1000000',
    RATE_LIMIT_SIGNIN_PER_ACCOUNT: '1000000',
    RATE_LIMIT_SIGNIN_SLOWDOWN_AFTER: '1000000',
    RATE_LIMIT_SIGNUP_PER_IP: '1000000',
    RATE_LIMIT_FORGOT_PER_IP: '1000000',
    RATE_LIMIT_FORGOT_PER_ACCOUNT: '1000000',
    ACCESS_TOKEN_TTL_SECONDS: '86400',
  });
  const db = t.database.db;
  const org = await createOrganisation(db);
  const admin = await createUser(db, { role: 'admin', organizationId: org.id, orgRole: 'admin' });
  const student = await createUser(db, { organizationId: org.id, orgRole: 'member' });
  // Accounts the admin's generated requests may disable or change: never the ones signed in here.
  fixtures.victimId = (await createUser(db)).id;
  fixtures.orgId = org.id;
  fixtures.studentName = student.username;
  roles.student = bearer((await signIn(t.app, student.username)).token);
  roles.admin = bearer((await signIn(t.app, admin.username)).token);
  const set: SeededSet = await createPracticeSet(db, 'SSC');
  fixtures.setSlug = set.slug;
  fixtures.seriesSlug = set.seriesSlug;
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/attempts',
    headers: roles.student,
    payload: { setId: set.slug, language: 'hi' },
  });
  const state = started.json() as AttemptState;
  fixtures.attemptId = state.id;
  fixtures.questionId = state.questions[0]?.id ?? randomUUID();
  const series = await t.app.inject({
    method: 'POST',
    url: '/api/admin/content/series',
    headers: roles.admin,
    payload: { slug: 'fuzz-series', examKey: 'general', title: { hi: 'फ़ज़ शृंखला', en: 'Fuzz series' } },
  });
  fixtures.adminSeriesId = series.json().series.id;
  const adminSet = await t.app.inject({
    method: 'POST',
    url: '/api/admin/content/sets',
    headers: roles.admin,
    payload: {
      seriesId: fixtures.adminSeriesId,
      slug: 'fuzz-set',
      title: { hi: 'फ़ज़ सेट', en: 'Fuzz set' },
      languages: ['hi', 'en'],
    },
  });
  fixtures.adminSetId = adminSet.json().set.id;
  const deck = await t.app.inject({
    method: 'POST',
    url: '/api/flashcards/decks',
    headers: roles.student,
    payload: { title: 'फ़ज़ डेक' },
  });
  fixtures.deckId = deck.json().id;
  const card = await t.app.inject({
    method: 'POST',
    url: `/api/flashcards/decks/${fixtures.deckId}/cards`,
    headers: roles.student,
    payload: { front: { hi: 'आगे' }, back: { hi: 'पीछे' } },
  });
  fixtures.cardId = card.json().card.id;
  const group = await t.app.inject({
    method: 'POST',
    url: '/api/community/groups',
    headers: roles.student,
    payload: { name: 'फ़ज़ समूह', visibility: 'private' },
  });
  fixtures.groupId = group.json().id;
});
afterAll(async () => t?.close());
async function operations() {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json() as { paths: Record<string, Record<string, Operation>> };
  const ops: { method: Method; path: string; op: Operation }[] = [];
  for (const [path, item] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(item))
      if (['get', 'post', 'put', 'patch', 'delete'].includes(method))
        ops.push({ method: method.toUpperCase() as Method, path, op });
  return ops;
}

describe('the API under generated bad requests', () => {
  it('walks a document that lists the API', async () => {
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(40);
    expect(ops.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining(['POST /api/attempts/{attemptId}/saves', 'POST /api/auth/signin']),
    );
  });

  it('declares every request body strict: unknown fields are refused everywhere', async () => {
    const lenient = (await operations()).flatMap(({ method, path, op }) =>
      lenientObjects(op.requestBody?.content?.['application/json']?.schema, `${method} ${path} body`),
    );
    expect(lenient).toEqual([]);
  });

  it('answers every generated request below 500 and every refusal in the error shape', async () => {
    const failures: string[] = [];
    const counts: Record<string, number> = {};
    for (const { method, path, op } of await operations()) {
      const cases = casesFor(path, op);
      for (const [role, headers] of Object.entries(roles)) {
        for (const c of cases) {
          const res = await t.app.inject({
            method,
            url: c.url,
            headers: {
              ...headers,
              ...(c.payload === undefined ? {} : { 'content-type': c.contentType ?? 'application/json' }),
            },
            ...(c.payload === undefined ? {} : { payload: c.payload }),
          });
          counts[`${role} ${res.statusCode}`] = (counts[`${role} ${res.statusCode}`] ?? 0) + 1;
          const where = `${role} ${method} ${path} [${c.label}] → ${res.statusCode}`;
          if (res.statusCode >= 500) failures.push(`${where} ${res.body.slice(0, 200)}`);
          else if (res.statusCode >= 400) {
            let body: unknown;
            try {
              body = res.json();
            } catch {
              body = undefined;
            }
            if (!isApiErrorBody(body) || !String(res.headers['content-type']).startsWith('application/json'))
              failures.push(`${where} not in the error shape: ${res.body.slice(0, 200)}`);
          }
        }
      }
    }
    if (process.env.FUZZ_VERBOSE) console.log('fuzz answers per role and status', counts);
    expect(failures.slice(0, 40)).toEqual([]);
    // Thousands of requests, more with every area: beyond the suite's 30 s on a busy 2-core machine.
  }, 180_000);
});
