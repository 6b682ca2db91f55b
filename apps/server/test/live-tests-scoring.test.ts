import { scoreSheet } from '@abhyas/core';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts } from '../src/db/schema/index.ts';
import { liveTick } from '../src/modules/live-tests/services/ticker.ts';
import { keyOf, student } from './exam-factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { hallState, joined, livePaper, platformAdmin, scheduleIndia, submit } from './live-tests-fixtures.ts';
import { seededRandom } from './seeded-random.ts';

/**
 * A live paper's submits only close their attempts; publication scores them all in SQL
 * (attempts/score-closed.ts). This checks the bulk scoring against core's `scoreSheet`, the rule every
 * other attempt is scored by, on a four-section paper with negative marking: right, wrong, blank,
 * changed and replayed answers, one candidate submitting and one left to the clock.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false', ACCESS_TOKEN_TTL_SECONDS: '86400' });
});
afterAll(async () => t?.close());

describe('scoring a live paper at publication', () => {
  it('gives every closed attempt the score and sections scoreSheet gives its final answers', async () => {
    const db = t.database.db;
    const admin = await platformAdmin(t.app, db);
    const paper = await livePaper(db, 'SSC_CGL_TIER_1');
    const startsAt = new Date(t.clock().getTime() + 6 * 60_000);
    const test = await scheduleIndia(t.app, admin, paper.id, startsAt, 15, 'SSC_CGL_TIER_1_LIVE');
    t.clock.advance(6 * 60_000);
    const random = seededRandom(2211);
    const finals = new Map<string, Map<string, number | null>>();
    const people = [await student(t.app, db), await student(t.app, db), await student(t.app, db)];
    for (const [n, person] of people.entries()) {
      const { attemptId } = await joined(t.app, person.headers, test.id);
      const state = await hallState(t.app, person.headers, attemptId);
      const final = new Map<string, number | null>();
      let seq = 0;
      // Three rounds over the paper: later rounds change some answers or clear them.
      for (let round = 0; round < 3; round += 1) {
        const saves = state.questions
          .filter(() => random() < 0.6)
          .map((q) => {
            const r = random();
            const answer =
              r < 0.2 ? null : r < 0.6 ? keyOf(state.questions.indexOf(q) + 1) : Math.floor(random() * 4);
            final.set(q.id, answer);
            return { seq: ++seq, questionId: q.id, answer, marked: random() < 0.1, timeSpentMs: 4_000 };
          });
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/attempts/${attemptId}/saves`,
          headers: person.headers,
          payload: { saves },
        });
        expect(res.statusCode, res.body).toBe(200);
        // A replay of an early save (a retry arriving late) changes nothing: its seq was taken.
        if (round === 2) {
          const stale = await t.app.inject({
            method: 'POST',
            url: `/api/attempts/${attemptId}/saves`,
            headers: person.headers,
            payload: {
              saves: [
                { seq: 1, questionId: state.questions[0]?.id, answer: 3, marked: false, timeSpentMs: 0 },
              ],
            },
          });
          expect(stale.statusCode).toBe(200);
        }
        t.clock.advance(60_000);
      }
      finals.set(attemptId, final);
      // The third candidate never submits: the close takes the saved answers.
      if (n < 2)
        expect((await submit(t.app, person.headers, attemptId)).json().error.code).toBe(
          'LIVE_RESULTS_PENDING',
        );
    }
    const closed = await db
      .select()
      .from(attempts)
      .where(inArray(attempts.id, [...finals.keys()]));
    expect(closed.filter((a) => a.status === 'closed')).toHaveLength(2);
    expect(closed.every((a) => a.scoreMilli === null)).toBe(true);

    t.clock.advance(60 * 60_000);
    expect((await liveTick(t.app.deps)).published).toBe(1);
    const state = await hallState(t.app, people[0]?.headers ?? {}, [...finals.keys()][0] ?? '');
    for (const [attemptId, final] of finals) {
      const [row] = await db.select().from(attempts).where(eq(attempts.id, attemptId));
      const expected = scoreSheet(
        'SSC_CGL_TIER_1',
        state.questions.map((q, i) => ({
          section: q.section,
          correctOption: keyOf(i + 1),
          answer: final.get(q.id) ?? null,
        })),
      );
      expect(row).toMatchObject({
        status: 'submitted',
        scoreMilli: expected.totalMilli,
        correct: expected.correct,
        wrong: expected.wrong,
        skipped: expected.skipped,
        sectionResults: expected.sections,
      });
      expect(expected.wrong).toBeGreaterThan(0);
    }
  });
});
