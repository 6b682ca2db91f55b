import { PLAUSIBILITY_FLOOR_SECONDS, PLAUSIBILITY_MIN_PEERS } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attempts, practiceSets, questions, setQuestions } from '../src/db/schema/index.ts';
import { sweepExpiredAttempts } from '../src/modules/attempts/sweeper.ts';
import { answerAsAPerson, student } from './exam-factories.ts';
import { createUser } from './factories.ts';
import {
  admin,
  answerAll,
  answersFrom,
  board,
  decide,
  harvestKeys,
  histogramTakers,
  result,
  reviews,
  start,
  submit,
  t,
  twinSets,
  useHonestRanksApp,
} from './honest-ranks-fixtures.ts';

/**
 * Harvested keys against the pace floor and the admins' rank review (the answer record a person
 * leaves: attempts-answer-record.test.ts).
 */
useHonestRanksApp();

describe('honest ranks against a second account', () => {
  it('holds a harvested perfect score out of the ranks for review, and still ranks an honest one', async () => {
    const [first, twin] = await twinSets();
    const a = await student(t.app, t.database.db);
    const honest = await student(t.app, t.database.db);

    // A's first attempt is running while B harvests the keys of the twin set.
    const active = await start(a.headers, first);
    const key = await harvestKeys(twin);
    expect(key.size).toBe(50);
    t.clock.advance(2000);
    await answerAll(a.headers, active, key);
    const cheat = await submit(a.headers, active.id);
    expect(cheat).toMatchObject({
      score: 50,
      correct: 50,
      ranked: true,
      rankReview: 'pending',
      rank: null,
      percentile: null,
    });
    // A's 50 is in no rank: not in the set's histogram, not on its leaderboard (B sat the twin set).
    expect(cheat.takers).toBe(0);
    expect(await histogramTakers(first)).toBe(0);
    const aBoard = await board(a.headers, first);
    expect(aBoard.mine).toBeNull();
    expect(aBoard.top).toEqual([]);
    // …and the leaderboard tells A why, instead of "only a finished first attempt is ranked".
    expect(aBoard).toMatchObject({ myReview: 'pending', seriesId: expect.stringMatching(/^honest-/) });
    expect(aBoard.languages).toEqual(['hi', 'en']);

    // The admin sees it, with the measured pace and the floor it fell below.
    const held = (await reviews()).find((r) => r.attemptId === active.id);
    expect(held).toMatchObject({
      status: 'pending',
      set: { slug: first },
      student: { id: a.user.id, username: a.user.username },
      score: 50,
      answered: 50,
      correct: 50,
      totalQuestions: 50,
      answeringSeconds: 2,
      floorSeconds: PLAUSIBILITY_FLOOR_SECONDS,
      heldFor: 'pace',
      reviewedAt: null,
    });
    expect(held?.secondsPerAnswer).toBeLessThan(PLAUSIBILITY_FLOOR_SECONDS);

    // An honest candidate with the same perfect score at a person's pace (30 s a question, each
    // question visited as the hall does) is ranked.
    const sitting = await start(honest.headers, first);
    await answerAsAPerson(t.app, t.clock, honest.headers, sitting.id, answersFrom(sitting, key));
    const fair = await submit(honest.headers, sitting.id);
    expect(fair).toMatchObject({ score: 50, rankReview: null, rank: 1, percentile: 100, takers: 1 });
    const honestBoard = await board(honest.headers, first);
    expect(honestBoard.top.map((e) => e.username)).toEqual([honest.user.username]);
    expect(honestBoard).toMatchObject({ mine: { rank: 1 }, myReview: null });

    // A's practice re-attempt is practice as before: never judged, shows where it would have ranked.
    const again = await start(a.headers, first);
    await answerAll(a.headers, again, key);
    expect(await submit(a.headers, again.id)).toMatchObject({
      ranked: false,
      rankReview: null,
      rank: null,
      practiceRank: 1,
    });

    // The admin clears A: into the histogram, a rank of its own, everyone's ranks follow.
    const cleared = await decide(active.id, 'cleared');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ status: 'cleared', reviewedBy: expect.any(String) });
    expect(await histogramTakers(first)).toBe(2);
    expect(await result(a.headers, active.id)).toMatchObject({
      rankReview: 'cleared',
      rank: 1,
      percentile: 100,
      takers: 2,
    });
    expect(await board(a.headers, first)).toMatchObject({
      mine: { rank: 1, score: 50, percentile: 100 },
      myReview: 'cleared',
    });
    expect((await reviews()).map((r) => r.attemptId)).not.toContain(active.id);

    // Changing the decision takes it out again.
    expect((await decide(active.id, 'rejected')).json()).toMatchObject({ status: 'rejected' });
    expect(await histogramTakers(first)).toBe(1);
    expect(await result(a.headers, active.id)).toMatchObject({
      rankReview: 'rejected',
      rank: null,
      percentile: null,
    });
    expect((await reviews('rejected')).map((r) => r.attemptId)).toContain(active.id);
    expect(await board(a.headers, first)).toMatchObject({ mine: null, myReview: 'rejected' });
    expect((await board(honest.headers, first)).top.map((e) => e.username)).toEqual([honest.user.username]);
  });

  it('judges an attempt the sweeper finalises at the deadline the same way', async () => {
    const [first, twin] = await twinSets();
    const a = await student(t.app, t.database.db);
    const active = await start(a.headers, first);
    const key = await harvestKeys(twin);
    t.clock.advance(1000);
    await answerAll(a.headers, active, key);
    // The script never submits: the time runs out and the sweeper finalises it.
    t.clock.advance(61 * 60_000);
    expect(await sweepExpiredAttempts(t.app.deps)).toBeGreaterThanOrEqual(1);
    expect(await result(a.headers, active.id)).toMatchObject({
      finishedBy: 'timeout',
      score: 50,
      rankReview: 'pending',
      rank: null,
    });
    expect(await histogramTakers(first)).toBe(0);
    // A key correction rebuilds the histogram by the same rule: the held attempt stays out of it.
    const q = active.questions[0];
    if (!q) throw new Error('no question');
    const corrected = await t.app.inject({
      method: 'POST',
      url: `/api/admin/questions/${q.id}/answer`,
      headers: admin,
      payload: { answer: ((key.get(q.id) ?? 0) + 1) % 4 },
    });
    expect(corrected.statusCode).toBe(200);
    expect(await histogramTakers(first)).toBe(0);
    expect(await result(a.headers, active.id)).toMatchObject({
      score: 49,
      rankReview: 'pending',
      rank: null,
    });
  });

  it('holds harvested keys answered partly wrongly on purpose (76% right, under the 80% accuracy bar)', async () => {
    // Seen live on PGlite and PostgreSQL: 79 of 100 right in one second scored 147.5/200, rank 1, not held.
    const [first, twin] = await twinSets();
    const a = await student(t.app, t.database.db);
    const active = await start(a.headers, first);
    const key = await harvestKeys(twin);
    // Every fifth key and two more are answered wrongly: 38 of 50 right (76%), under the 80% accuracy bar.
    const spoilt = new Map(
      active.questions.map((q, i) => {
        const right = key.get(q.id) ?? 0;
        return [q.id, i % 5 === 0 || i === 1 || i === 2 ? (right + 1) % 4 : right];
      }),
    );
    t.clock.advance(2000);
    await answerAll(a.headers, active, spoilt);
    const cheat = await submit(a.headers, active.id);
    expect(cheat).toMatchObject({ correct: 38, wrong: 12, rankReview: 'pending', rank: null });
    expect(await histogramTakers(first)).toBe(0);
    expect((await reviews()).map((r) => r.attemptId)).toContain(active.id);
  });

  it("raises the floor to a fifth of the set's ranked takers' median pace once there are 30 of them", async () => {
    const [first] = await twinSets();
    const [set] = await t.database.db.select().from(practiceSets).where(eq(practiceSets.slug, first));
    if (!set) throw new Error('set missing');
    // 30 ranked takers who answered 50 questions in 50 minutes: a minute a question.
    const now = t.clock();
    for (let i = 0; i < PLAUSIBILITY_MIN_PEERS; i += 1) {
      const user = await createUser(t.database.db);
      await t.database.db.insert(attempts).values({
        userId: user.id,
        setId: set.id,
        examKey: 'general',
        language: 'en',
        status: 'submitted',
        ranked: true,
        startedAt: now,
        deadline: now,
        submittedAt: now,
        scoreMilli: 40_000,
        correct: 40,
        wrong: 10,
        skipped: 0,
        answeringSeconds: 50 * 60,
      });
    }
    // 10 s a question: above the fixed floor, below a fifth of the takers' minute.
    const s = await student(t.app, t.database.db);
    const state = await start(s.headers, first);
    const key = new Map(
      (
        await t.database.db
          .select({ id: setQuestions.questionId, key: questions.correctOption })
          .from(setQuestions)
          .innerJoin(questions, eq(questions.id, setQuestions.questionId))
          .where(eq(setQuestions.setId, set.id))
      ).map((r) => [r.id, r.key]),
    );
    t.clock.advance(50 * 10_000);
    await answerAll(s.headers, state, key);
    expect(await submit(s.headers, state.id)).toMatchObject({ rankReview: 'pending', rank: null });
    expect((await reviews()).find((r) => r.attemptId === state.id)).toMatchObject({
      floorSeconds: 12,
      secondsPerAnswer: 10,
    });
  });

  it('refuses a decision on an attempt that is not under review, and a decision that is not one', async () => {
    const [first] = await twinSets();
    const s = await student(t.app, t.database.db);
    const state = await start(s.headers, first);
    await submit(s.headers, state.id);
    expect((await decide(state.id, 'cleared')).statusCode).toBe(404);
    expect((await decide('00000000-0000-4000-8000-000000000000', 'cleared')).statusCode).toBe(404);
    const bad = await decide(state.id, 'pending');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('decision');
    expect(await result(s.headers, state.id)).toMatchObject({ rankReview: null, rank: 1 });
  });
});
