import type {
  AttemptResult,
  AttemptState,
  Leaderboard,
  QuestionInput,
  RankReviewItem,
  SetFile,
} from '@abhyas/core';
import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { practiceSets, questions, setQuestions, setScoreCounts } from '../src/db/schema/index.ts';
import { createSetFromFile } from '../src/modules/questions/store.ts';
import { student } from './exam-factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * What the honest-ranks tests (attempts-honest-ranks.test.ts, attempts-answer-record.test.ts) share:
 * the app, an admin, twin sets and the calls of a harvester, an honest taker and the rank review.
 */
export let t: TestApp;
export let admin: Headers;
export type Headers = Record<string, string>;

/** One app per test file, with a platform admin signed in. */
export function useHonestRanksApp() {
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_SIGNIN_PER_IP: '1000', ACCESS_TOKEN_TTL_SECONDS: '86400' });
    admin = (await student(t.app, t.database.db, { role: 'admin' })).headers;
  });
  afterAll(async () => t?.close());
}

let n = 0;
/**
 * Two published sets of the general exam (50 questions) holding the same questions in another order,
 * as 74% of the real sets' questions sit in more than one set.
 */
export async function twinSets(): Promise<[string, string]> {
  n += 1;
  const tag = `${Date.now().toString(36)}-${n}`;
  const inputs: QuestionInput[] = Array.from({ length: 50 }, (_, i) => ({
    section: 1,
    subject: 'history',
    topic: 'modern-history',
    difficulty: 'medium',
    text: { hi: `प्रश्न ${tag}-${i}: किस वर्ष?`, en: `Q ${tag}-${i}: which year?` },
    options: [0, 1, 2, 3].map((k) => ({ hi: `${1900 + i * 4 + k}`, en: `${1900 + i * 4 + k}` })),
    answer: ((i * 7) % 4) + 1,
    explanation: { hi: `व्याख्या ${i}`, en: `Because ${i}` },
  }));
  const slugs: [string, string] = [`first-${tag}`, `twin-${tag}`];
  for (const [k, slug] of slugs.entries()) {
    const questions = k === 0 ? inputs : [...inputs].reverse();
    const file: SetFile = {
      format: 'abhyas-set/1',
      examKey: 'general',
      series: { slug: `honest-${tag}`, title: { hi: 'शृंखला', en: 'Series' }, description: { hi: '', en: '' } },
      set: {
        slug,
        title: { hi: `सेट ${slug}`, en: `Set ${slug}` },
        languages: ['hi', 'en'],
        free: true,
        published: true,
      },
      questions,
    };
    await t.database.db.transaction((tx) => createSetFromFile(tx, file, questions));
  }
  return slugs;
}

export async function start(headers: Headers, setSlug: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/attempts',
    headers,
    payload: { setId: setSlug, language: 'en' },
  });
  expect(res.statusCode).toBeLessThan(300);
  return res.json() as AttemptState;
}

export async function answerAll(headers: Headers, state: AttemptState, key: Map<string, number>) {
  const saves = state.questions.map((q, i) => ({
    seq: i + 1,
    questionId: q.id,
    answer: key.get(q.id) ?? 0,
    marked: false,
    // What the browser claims is worth nothing: the server measures time itself.
    timeSpentMs: 45_000,
  }));
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/attempts/${state.id}/saves`,
    headers,
    payload: { saves },
  });
  expect(res.json().acked).toHaveLength(saves.length);
}

/** The harvested key as the hall's answers, in the order of the attempt's questions. */
export const answersFrom = (state: AttemptState, key: Map<string, number>) =>
  state.questions.map((q) => ({ questionId: q.id, answer: key.get(q.id) ?? 0 }));

export const submit = async (headers: Headers, id: string) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/attempts/${id}/submit`, headers });
  expect(res.statusCode).toBe(200);
  return res.json() as AttemptResult;
};
export const result = async (headers: Headers, id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/attempts/${id}/result`, headers })).json() as AttemptResult;
export const board = async (headers: Headers, slug: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/exams/sets/${slug}/leaderboard`, headers })
  ).json() as Leaderboard;
export const reviews = async (status = 'pending') =>
  (
    await t.app.inject({ method: 'GET', url: `/api/admin/rank-reviews?status=${status}`, headers: admin })
  ).json().items as RankReviewItem[];
export const decide = (attemptId: string, decision: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/rank-reviews/${attemptId}`,
    headers: admin,
    payload: { decision },
  });

export async function histogramTakers(slug: string) {
  const [set] = await t.database.db.select().from(practiceSets).where(eq(practiceSets.slug, slug));
  const [row] = await t.database.db
    .select({ n: sum(setScoreCounts.takers).mapWith(Number) })
    .from(setScoreCounts)
    .where(eq(setScoreCounts.setId, set?.id ?? ''));
  return row?.n ?? 0;
}

/**
 * The keys of the twin set, as a ring of cooperating accounts can gather them (each spending its own
 * first attempts: docs/exam-hall.md says why asynchronous ranks cannot fully stop that). A single
 * second account can no longer read them from a blank attempt at the twin: the sealing rule keeps a
 * key shut while A's set, which holds it too, is unsat for that account (sealing.test.ts).
 */
export async function harvestKeys(twin: string) {
  const rows = await t.database.db
    .select({ id: questions.id, key: questions.correctOption })
    .from(setQuestions)
    .innerJoin(practiceSets, eq(practiceSets.id, setQuestions.setId))
    .innerJoin(questions, eq(questions.id, setQuestions.questionId))
    .where(eq(practiceSets.slug, twin));
  return new Map(rows.map((r) => [r.id, r.key]));
}
