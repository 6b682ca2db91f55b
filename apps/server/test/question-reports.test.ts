import type { AttemptState, QuestionReport } from '@abhyas/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPracticeSet, student } from './exam-factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SIGNIN_PER_IP: '1000', ACCESS_TOKEN_TTL_SECONDS: '86400' });
});
afterAll(async () => t?.close());

describe("the admin's list of question reports", () => {
  it("names each report's set by its title in both languages, beside the slug", async () => {
    const set = await createPracticeSet(t.database.db, 'general');
    const tag = set.slug.replace(/^set-/, '');
    const s = await student(t.app, t.database.db);
    const admin = await student(t.app, t.database.db, { role: 'admin' });
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/attempts',
      headers: s.headers,
      payload: { setId: set.slug, language: 'en' },
    });
    const state = started.json() as AttemptState;
    await t.app.inject({ method: 'POST', url: `/api/attempts/${state.id}/submit`, headers: s.headers });
    const question = state.questions[0];
    if (!question) throw new Error('no question');
    const report = await t.app.inject({
      method: 'POST',
      url: `/api/questions/${question.id}/reports`,
      headers: s.headers,
      payload: { attemptId: state.id, reason: 'wrongKey' },
    });
    expect(report.statusCode).toBe(201);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/question-reports',
      headers: admin.headers,
    });
    expect(list.statusCode).toBe(200);
    const mine = (list.json().items as QuestionReport[]).find((r) => r.id === report.json().id);
    expect(mine).toMatchObject({ setId: set.slug, setTitle: { hi: `सेट ${tag}`, en: `Set ${tag}` } });
  });
});
