import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attemptResponses, questions } from '../src/db/schema/index.ts';
import { createPracticeSet, student } from './exam-factories.ts';
import {
  admin,
  call,
  expectShape,
  newContentSet,
  question,
  rowCount,
  startAttempt,
  t,
  useFuzzApp,
} from './fuzz-fixtures.ts';

/**
 * What the fuzzing of issue 10 found in attempts, the leaderboard and questions: answer time past the
 * integer column, a duplicate stem, a non-taker's leaderboard, question image addresses. Input refusals
 * are fuzz-findings.test.ts.
 */
useFuzzApp();

describe('answer time that adds up past the integer column', () => {
  it('saturates: 400 saves of six hours on one question are all acknowledged and later saves still work', async () => {
    const { headers } = await student(t.app, t.database.db);
    const state = await startAttempt(headers);
    const questionId = state.questions[0]?.id ?? '';
    const sixHours = 6 * 60 * 60 * 1000;
    const batch = (from: number) =>
      Array.from({ length: 200 }, (_, i) => ({
        seq: from + i,
        questionId,
        answer: 1,
        marked: false,
        timeSpentMs: sixHours,
      }));
    for (const from of [1, 201]) {
      const res = await call('POST', `/api/attempts/${state.id}/saves`, { saves: batch(from) }, headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().acked).toHaveLength(200);
    }
    const last = await call(
      'POST',
      `/api/attempts/${state.id}/saves`,
      { saves: [{ seq: 401, questionId, answer: 2, marked: true, timeSpentMs: 1000 }] },
      headers,
    );
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().acked).toEqual([401]);
    const [row] = await t.database.db
      .select()
      .from(attemptResponses)
      .where(and(eq(attemptResponses.attemptId, state.id), eq(attemptResponses.questionId, questionId)));
    expect(row?.answer).toBe(2);
    expect(row?.timeSpentMs).toBe(2_147_483_647);
  });
});

describe('a question whose stem is already in the bank with other options', () => {
  it('is refused with 422 on the single-question route, as the import refuses it, and nothing is written', async () => {
    const first = question();
    const added = await call(
      'POST',
      `/api/admin/content/sets/${await newContentSet()}/questions`,
      first,
      admin,
    );
    expect(added.statusCode, added.body).toBe(201);
    const otherSet = await newContentSet();
    const bankBefore = await rowCount(questions);
    const twin = {
      ...first,
      options: [
        { hi: 'पटना', en: 'Patna' },
        { hi: 'भोपाल', en: 'Bhopal' },
        { hi: 'जयपुर', en: 'Jaipur' },
        { hi: 'लखनऊ', en: 'Lucknow' },
      ],
    };
    const error = expectShape(
      await call('POST', `/api/admin/content/sets/${otherSet}/questions`, twin, admin),
      422,
      'VALIDATION_ERROR',
    );
    expect(error).toMatchObject({ field: 'text.en', rule: 'testUpload.rules.differsFromBank' });
    expect(await rowCount(questions)).toBe(bankBefore);
    const detail = await call('GET', `/api/admin/content/sets/${otherSet}`, undefined, admin);
    expect(detail.json().questions).toHaveLength(0);
  });
});

describe('the set leaderboard for someone without a ranked attempt', () => {
  it('answers every non-taker, admins included, with mine = null and the takers counted', async () => {
    const set = await createPracticeSet(t.database.db, 'SSC');
    const url = `/api/exams/sets/${set.slug}/leaderboard`;
    const outsider = await student(t.app, t.database.db);
    for (const headers of [outsider.headers, admin]) {
      const res = await call('GET', url, undefined, headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ takers: 0, top: [], mine: null });
    }
    const taker = await student(t.app, t.database.db);
    const state = await startAttempt(taker.headers, set);
    expect(
      (await call('POST', `/api/attempts/${state.id}/submit`, undefined, taker.headers)).statusCode,
    ).toBe(200);
    for (const headers of [outsider.headers, admin]) {
      const res = await call('GET', url, undefined, headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ takers: 1, mine: null });
      expect(res.json().top).toHaveLength(1);
    }
    const mine = await call('GET', url, undefined, taker.headers);
    expect(mine.json().mine).toMatchObject({ rank: 1, percentile: 100 });
  });
});

describe('question images', () => {
  it('accept our own /media/ paths and https: addresses only', async () => {
    const setId = await newContentSet();
    const add = (image: string) =>
      call('POST', `/api/admin/content/sets/${setId}/questions`, question({ image }), admin);
    for (const image of [
      'javascript:alert(1)',
      'http://example.org/map.png',
      '//evil.example/map.png',
      'data:image/svg+xml,<svg onload=alert(1)>',
      '/api/me',
      '/media/../api/me',
      'https://user:pass@example.org/map.png',
      'map.png',
    ]) {
      const error = expectShape(await add(image), 400, 'VALIDATION_ERROR');
      expect(error, image).toMatchObject({ field: 'image', rule: 'validation.question.imageInvalid' });
    }
    for (const image of ['https://example.org/maps/india.png?v=2', '/media/questions/india-map.png']) {
      const res = await add(image);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().question.image).toBe(image);
    }
  });

  it('are allowed by the CSP: own origin and https:, nothing else', async () => {
    const csp = String((await call('GET', '/api/health')).headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: https:");
  });
});
