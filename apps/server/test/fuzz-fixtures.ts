import { type AttemptState, isApiErrorBody } from '@abhyas/core';
import { count } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { feedback, notifications, questions, users } from '../src/db/schema/index.ts';
import { createPracticeSet, questionInput, type SeededSet } from './exam-factories.ts';
import { bearer, createOrganisation, createUser, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** What fuzz-findings*.test.ts share: the app, its seeded rows and small request helpers. */
export let t: TestApp;
export let admin: Record<string, string>;
export let orgId = '';
export let ssc: SeededSet;

/** One app per test file, its admin signed in, an organisation and an SSC set seeded. */
export function useFuzzApp() {
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_ENABLED: 'false', ACCESS_TOKEN_TTL_SECONDS: '86400' });
    const a = await createUser(t.database.db, { role: 'admin' });
    admin = bearer((await signIn(t.app, a.username)).token);
    orgId = (await createOrganisation(t.database.db)).id;
    ssc = await createPracticeSet(t.database.db, 'SSC');
  });
  afterAll(async () => t?.close());
}

export type Headers = Record<string, string>;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const call = (method: Method, url: string, payload?: unknown, headers: Headers = {}) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

export function expectShape(res: LightMyRequestResponse, status: number, code?: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body: unknown = res.json();
  expect(isApiErrorBody(body), res.body).toBe(true);
  if (code) expect((body as { error: { code: string } }).error.code).toBe(code);
  return (body as { error: { code: string; message: string; field?: string; rule?: string } }).error;
}

export const rowCount = async (
  table: typeof users | typeof feedback | typeof notifications | typeof questions,
) => (await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

let n = 0;
export const question = (over: Record<string, unknown> = {}) => questionInput(++n, over);

let setN = 0;
export async function newContentSet() {
  setN += 1;
  const series = await call(
    'POST',
    '/api/admin/content/series',
    { slug: `fuzz-series-${setN}`, examKey: 'general', title: { hi: 'फ़ज़ शृंखला', en: 'Fuzz series' } },
    admin,
  );
  expect(series.statusCode, series.body).toBe(201);
  const set = await call(
    'POST',
    '/api/admin/content/sets',
    {
      seriesId: series.json().series.id,
      slug: `fuzz-set-${setN}`,
      title: { hi: 'फ़ज़ सेट', en: 'Fuzz set' },
      languages: ['hi', 'en'],
    },
    admin,
  );
  expect(set.statusCode, set.body).toBe(201);
  return set.json().set.id as string;
}

export async function startAttempt(headers: Headers, set = ssc) {
  const res = await call('POST', '/api/attempts', { setId: set.slug, language: 'en' }, headers);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as AttemptState;
}
