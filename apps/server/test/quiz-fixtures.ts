import type { QuizState, QuizVerdict } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { practiceSets, quizQuestions, setQuestions } from '../src/db/schema/index.ts';
import { createPracticeSet, type SeededSet } from './exam-factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** What the quiz tests (quizzes*.test.ts) share: the app, a published set and calls on /api/quizzes. */
export let t: TestApp;
/** Published, so ranked: its questions are practice material for a student once they submit it. */
export let practice: SeededSet;
export type Headers = Record<string, string>;

/** One app per test file, with the published SSC set `practice` seeded. */
export function useQuizApp() {
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
    practice = await createPracticeSet(t.database.db, 'SSC');
  });
  afterAll(async () => t?.close());
}

export const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url: `/api/quizzes${url}`, headers, ...(payload ? { payload } : {}) });

export async function start(
  headers: Headers,
  body: object = { subject: 'maths', topic: 'average', length: 10 },
) {
  const res = await call('POST', '', headers, body);
  expect(res.statusCode).toBe(201);
  return res.json() as QuizState;
}

/** The question ids of a set (published or not). */
export const idsOfSet = async (set: SeededSet) =>
  (
    await t.database.db
      .select({ id: setQuestions.questionId })
      .from(setQuestions)
      .innerJoin(practiceSets, eq(practiceSets.id, setQuestions.setId))
      .where(eq(practiceSets.slug, set.slug))
  ).map((r) => r.id);

/** The bank questions a quiz drew (generated ones have none). */
export const bankIdsOf = async (quizId: string) =>
  (await t.database.db.select().from(quizQuestions).where(eq(quizQuestions.quizId, quizId))).flatMap((r) =>
    r.questionId ? [r.questionId] : [],
  );

export const answer = async (headers: Headers, quizId: string, position: number, option: number) => {
  const res = await call('POST', `/${quizId}/answers`, headers, { position, answer: option });
  expect(res.statusCode).toBe(200);
  return res.json() as QuizVerdict;
};
