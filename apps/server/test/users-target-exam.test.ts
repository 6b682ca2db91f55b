import { subjectKeys } from '@abhyas/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPracticeSet, type SeededSet, startAttempt, student, submitSet } from './exam-factories.ts';
import { bearer, createUser, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let first: SeededSet;
let second: SeededSet;
beforeAll(async () => {
  t = await createTestApp();
  // Two published sets of the general exam (their questions are all maths), one draft, one of another exam.
  first = await createPracticeSet(t.database.db, 'general');
  second = await createPracticeSet(t.database.db, 'general');
  await createPracticeSet(t.database.db, 'general', { published: false });
});
afterAll(() => t.close());

const patchMe = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: '/api/me', headers, payload: payload as object });
const me = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/me', headers })).json().user;
const card = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/dashboard/target-exam', headers })).json();

describe('the target exam on the account (issue 17, docs/first-visit.md)', () => {
  it('is null and never asked for a new account, in the sign-in answer and /api/me', async () => {
    const user = await createUser(t.database.db, { username: 'naya_lakshya' });
    const session = await signIn(t.app, user.username);
    expect(session.user).toMatchObject({ targetExam: null, targetExamAskedAt: null });
    expect(await me(bearer(session.token))).toMatchObject({ targetExam: null, targetExamAskedAt: null });
  });

  it('remembers a choice and a skip; the next sign-in carries both', async () => {
    const user = await createUser(t.database.db, { username: 'priya_ssc' });
    const headers = bearer((await signIn(t.app, user.username)).token);

    const skipped = await patchMe(headers, { targetExam: null });
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json().user.targetExam).toBeNull();
    expect(skipped.json().user.targetExamAskedAt).toBe(t.clock().toISOString());
    expect((await signIn(t.app, user.username)).user.targetExamAskedAt).not.toBeNull();

    const chosen = await patchMe(headers, { targetExam: 'SSC_CGL_TIER_1' });
    expect(chosen.json().user).toMatchObject({ targetExam: 'SSC_CGL_TIER_1', language: null });
    expect((await signIn(t.app, user.username)).user.targetExam).toBe('SSC_CGL_TIER_1');

    // Changing the language leaves the target alone, and the other way round.
    await patchMe(headers, { language: 'en' });
    expect(await me(headers)).toMatchObject({ language: 'en', targetExam: 'SSC_CGL_TIER_1' });
    await patchMe(headers, { targetExam: 'IBPS_PO', language: 'hi' });
    expect(await me(headers)).toMatchObject({ language: 'hi', targetExam: 'IBPS_PO' });
  });

  it("changes only the caller's own account", async () => {
    const owner = await createUser(t.database.db, { username: 'owner_target' });
    const ownerHeaders = bearer((await signIn(t.app, owner.username)).token);
    await patchMe(ownerHeaders, { targetExam: 'NDA' });
    const otherHeaders = bearer((await signIn(t.app, (await createUser(t.database.db)).username)).token);

    const sneaky = await patchMe(otherHeaders, { targetExam: 'CTET', userId: owner.id });
    expect(sneaky.statusCode).toBe(400);
    expect(sneaky.json().error.rule).toBe('validation.unknownField');
    expect((await patchMe(otherHeaders, { targetExam: 'CTET' })).json().user.targetExam).toBe('CTET');
    expect(await me(ownerHeaders)).toMatchObject({ targetExam: 'NDA' });
    expect((await patchMe({}, { targetExam: 'CTET' })).statusCode).toBe(401);
  });

  it('refuses a key that is not an exam, a wrong type and an empty body, in the one error shape', async () => {
    const { headers } = await student(t.app, t.database.db);
    for (const payload of [{ targetExam: 'ssc-cgl' }, { targetExam: 'SSC CGL' }, { targetExam: 7 }, {}]) {
      const res = await patchMe(headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(typeof res.json().error.message).toBe('string');
    }
    expect((await patchMe(headers, { targetExam: 'ssc-cgl' })).json().error.field).toBe('targetExam');
    expect(await me(headers)).toMatchObject({ targetExam: null, targetExamAskedAt: null });
  });
});

describe("the dashboard's card and the quiz subjects follow the target", () => {
  it('names the next set of the target exam, a running one first, and counts what is taken', async () => {
    const { headers } = await student(t.app, t.database.db);
    expect(await card(headers)).toEqual({ targetExam: null, setCount: 0, takenCount: 0, nextSet: null });

    await patchMe(headers, { targetExam: 'general' });
    const fresh = await card(headers);
    expect(fresh).toMatchObject({ targetExam: 'general', setCount: 2, takenCount: 0 });
    expect(fresh.nextSet).toMatchObject({ seriesId: first.seriesSlug, setId: first.slug, state: 'new' });
    expect(fresh.nextSet.languages).toEqual(['hi', 'en']);

    await startAttempt(t.app, headers, second);
    expect((await card(headers)).nextSet).toMatchObject({ setId: second.slug, state: 'running' });

    await submitSet(t.app, headers, second);
    await submitSet(t.app, headers, first);
    expect(await card(headers)).toMatchObject({ setCount: 2, takenCount: 2, nextSet: null });

    // An exam without published sets: named, with nothing to take yet.
    await patchMe(headers, { targetExam: 'AFCAT' });
    expect(await card(headers)).toEqual({ targetExam: 'AFCAT', setCount: 0, takenCount: 0, nextSet: null });
  });

  it("puts the target exam's subjects first on /quiz, the rest in the dictionary's order", async () => {
    const { headers } = await student(t.app, t.database.db);
    const keys = async () =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/quizzes/subjects', headers })).json() as {
          items: { key: string }[];
        }
      ).items.map((i) => i.key);
    expect(await keys()).toEqual(subjectKeys);
    await patchMe(headers, { targetExam: 'general' });
    expect(await keys()).toEqual(['maths', ...subjectKeys.filter((k) => k !== 'maths')]);
    await patchMe(headers, { targetExam: 'AFCAT' });
    expect(await keys()).toEqual(subjectKeys);
  });
});
