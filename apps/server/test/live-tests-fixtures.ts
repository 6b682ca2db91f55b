import {
  type AdminLiveTest,
  type AttemptState,
  type ExamKey,
  type LiveJoin,
  liveJoinSchema,
} from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import type { Db } from '../src/db/client.ts';
import { practiceSets } from '../src/db/schema/index.ts';
import { createPracticeSet, keyOf, type SeededSet } from './exam-factories.ts';
import { bearer, createUser, signIn } from './factories.ts';

type Headers = Record<string, string>;

/** A secret general-exam paper (an unpublished set of 50 questions) and its set id. */
export async function livePaper(db: Db, examKey: ExamKey = 'general'): Promise<SeededSet & { id: string }> {
  const set = await createPracticeSet(db, examKey, { published: false });
  const [row] = await db
    .select({ id: practiceSets.id })
    .from(practiceSets)
    .where(eq(practiceSets.slug, set.slug));
  if (!row) throw new Error('no set');
  return { ...set, id: row.id };
}

export async function platformAdmin(app: App, db: Db): Promise<Headers> {
  const admin = await createUser(db, { role: 'admin' });
  return bearer((await signIn(app, admin.username)).token);
}

/** Schedules an all-India general test on `setId`, `minutesAhead` from the app's clock. */
export async function scheduleIndia(
  app: App,
  admin: Headers,
  setId: string,
  startsAt: Date,
  joinMinutes = 15,
  liveKey = 'general_exams_LIVE',
): Promise<AdminLiveTest> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/live-tests',
    headers: admin,
    payload: { liveKey, setId, startsAt: startsAt.toISOString(), joinMinutes },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export const join = (app: App, headers: Headers, liveTestId: string) =>
  app.inject({ method: 'POST', url: `/api/live-tests/${liveTestId}/join`, headers });

export async function joined(app: App, headers: Headers, liveTestId: string): Promise<LiveJoin> {
  const res = await join(app, headers, liveTestId);
  expect(res.statusCode, res.body).toBe(200);
  // Parsed, not trusted: the server writes this body by hand around the cached paper (raw-json.ts).
  return liveJoinSchema.parse(res.json());
}

/** The hall's state of an attempt (the paper as the candidate gets it). */
export async function hallState(app: App, headers: Headers, attemptId: string): Promise<AttemptState> {
  const res = await app.inject({ method: 'GET', url: `/api/attempts/${attemptId}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/**
 * Answers the first `right` questions correctly and the next `wrong` wrongly, in one batch of saves
 * (question n's key is `keyOf(n)`, n 1-based in paper order).
 */
export async function answer(app: App, headers: Headers, state: AttemptState, right: number, wrong = 0) {
  const saves = state.questions.slice(0, right + wrong).map((q, i) => ({
    seq: i + 1,
    questionId: q.id,
    answer: i < right ? keyOf(i + 1) : (keyOf(i + 1) + 1) % 4,
    marked: false,
    timeSpentMs: 30_000,
  }));
  const res = await app.inject({
    method: 'POST',
    url: `/api/attempts/${state.id}/saves`,
    headers,
    payload: { saves },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * Answers as a person's hall does: one question at a time, each shown (a blank visit) and answered
 * `seconds` later by the fake clock, so the answer record and the pace pass the honest-ranks rule.
 */
export async function answerAtPace(
  app: App,
  headers: Headers,
  state: AttemptState,
  clock: { advance: (ms: number) => void },
  right: number,
  seconds = 30,
) {
  let seq = state.lastSeq;
  for (const [i, q] of state.questions.slice(0, right).entries()) {
    const visit = { seq: ++seq, questionId: q.id, answer: null, marked: false, timeSpentMs: 0 };
    clock.advance(seconds * 1000);
    const pick = {
      seq: ++seq,
      questionId: q.id,
      answer: keyOf(i + 1),
      marked: false,
      timeSpentMs: seconds * 1000,
    };
    for (const save of [visit, pick]) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/attempts/${state.id}/saves`,
        headers,
        payload: { saves: [save] },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  }
}

export const submit = (app: App, headers: Headers, attemptId: string) =>
  app.inject({ method: 'POST', url: `/api/attempts/${attemptId}/submit`, headers });
