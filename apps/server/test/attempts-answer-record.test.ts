import { PLAUSIBILITY_FLOOR_SECONDS } from '@abhyas/core';
import { describe, expect, it } from 'vitest';
import { answerAsAPerson, student } from './exam-factories.ts';
import {
  answersFrom,
  board,
  type Headers,
  harvestKeys,
  histogramTakers,
  reviews,
  start,
  submit,
  t,
  twinSets,
  useHonestRanksApp,
} from './honest-ranks-fixtures.ts';

/**
 * The answer record a person leaves (visits, answers over time) against harvested keys sent in one
 * batch; an honest student's offline batch still ranks (pace and review: attempts-honest-ranks.test.ts).
 */
useHonestRanksApp();

describe('honest ranks against a second account: the answer record', () => {
  it('holds the harvester who waits 262 s and then sends every answer in one batch, without visits', async () => {
    // Issue 17: rank 1 after waiting 262 s. The pace from start to last save (5.24 s an answer) passes
    // the floor; the answer record does not: 50 answers in one request, no question ever visited.
    const [first, twin] = await twinSets();
    const a = await student(t.app, t.database.db);
    const honest = await student(t.app, t.database.db);
    const active = await start(a.headers, first);
    const key = await harvestKeys(twin);
    t.clock.advance(262_000);
    const saves = active.questions.map((q, i) => ({
      seq: i + 1,
      questionId: q.id,
      answer: key.get(q.id) ?? 0,
      marked: false,
      timeSpentMs: 0,
    }));
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/attempts/${active.id}/saves`,
      headers: a.headers,
      payload: { saves },
    });
    expect(sent.json().acked).toHaveLength(50);
    const cheat = await submit(a.headers, active.id);
    expect(cheat).toMatchObject({ score: 50, ranked: true, rankReview: 'pending', rank: null });
    expect(await histogramTakers(first)).toBe(0);
    const held = (await reviews()).find((r) => r.attemptId === active.id);
    expect(held).toMatchObject({ answered: 50, answeringSeconds: 262, heldFor: 'answerRecord' });
    expect(held?.secondsPerAnswer).toBeGreaterThan(PLAUSIBILITY_FLOOR_SECONDS);
    expect(t.logs.join('')).toContain('answers without the record a person leaves');

    // The honest taker (a person's pace, every question visited) is not held and is rank 1.
    const sitting = await start(honest.headers, first);
    await answerAsAPerson(t.app, t.clock, honest.headers, sitting.id, answersFrom(sitting, key), {
      secondsEach: 20,
    });
    expect(await submit(honest.headers, sitting.id)).toMatchObject({ rankReview: null, rank: 1, takers: 1 });
    expect((await board(honest.headers, first)).top.map((e) => e.username)).toEqual([honest.user.username]);
    expect((await reviews()).map((r) => r.attemptId)).not.toContain(sitting.id);

    // Its points wait for the review too: nothing on the global board until an admin clears it.
    const points = async (headers: Headers) =>
      (await t.app.inject({ method: 'GET', url: '/api/leaderboards', headers })).json().mine?.points ?? 0;
    expect(await points(a.headers)).toBe(0);
    expect(await points(honest.headers)).toBe(30);
  });

  it('ranks a student whose answers arrive in one batch after being offline, with the visits and time', async () => {
    const [first, twin] = await twinSets();
    const s = await student(t.app, t.database.db);
    const state = await start(s.headers, first);
    const key = await harvestKeys(twin);
    // Offline for the test: the hall kept each visit and answer (30 s a question) and sends them at once.
    const saves = state.questions.flatMap((q, i) => [
      { seq: 2 * i + 1, questionId: q.id, answer: null, marked: false, timeSpentMs: 0 },
      { seq: 2 * i + 2, questionId: q.id, answer: key.get(q.id) ?? 0, marked: false, timeSpentMs: 30_000 },
    ]);
    t.clock.advance(26 * 60_000);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/attempts/${state.id}/saves`,
      headers: s.headers,
      payload: { saves },
    });
    expect(sent.json().acked).toHaveLength(100);
    expect(await submit(s.headers, state.id)).toMatchObject({ score: 50, rankReview: null, rank: 1 });
  });
});
