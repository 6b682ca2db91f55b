import type { InstituteQuestionList, InstituteSet, MyBatchTestList, StaffBatchTest } from '@abhyas/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts } from '../src/db/schema/index.ts';
import { jsonImport, orgCall } from './batch-test-fixtures.ts';
import { bearer, createUser, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { addToBatch, createBatch, twoInstitutes } from './institute-factories.ts';

/**
 * The institute's own tests end to end (docs/institutes.md, "The institute's own tests"): a set made
 * of the institute's questions on an exam's template, its Moodle XML export and import back, its
 * assignment to a batch with a window, who may start it and when, and the batch's ranks.
 */
let t: TestApp;
let cast: Awaited<ReturnType<typeof twoInstitutes>>;
let set: InstituteSet;
let batch: { id: string; organizationId: string };
let otherBatch: { id: string; organizationId: string };
const hour = 3_600_000;
const students: { id: string; token: string }[] = [];

async function studentOf(org: string) {
  const user = await createUser(t.database.db, { organizationId: org, orgRole: 'member' });
  return { id: user.id, token: (await signIn(t.app, user.username)).token };
}
const start = (token: string, slug = set.slug) =>
  t.app.inject({
    method: 'POST',
    url: '/api/attempts',
    headers: bearer(token),
    payload: { setId: slug, language: 'hi' },
  });
const assign = (body: object, token = cast.tokens.adminA, org = cast.orgA) =>
  orgCall(t.app, 'POST', `${org}/batch-tests`, token, body);
const at = (ms: number) => new Date(t.clock().getTime() + ms).toISOString();

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false', ACCESS_TOKEN_TTL_SECONDS: '86400' });
  cast = await twoInstitutes(t.app, t.database.db);
  const imported = await orgCall(
    t.app,
    'POST',
    `${cast.orgA}/questions/import`,
    cast.tokens.adminA,
    jsonImport('set', 50),
  );
  expect(imported.statusCode, imported.body).toBe(200);
  batch = await createBatch(t.database.db, cast.orgA);
  otherBatch = await createBatch(t.database.db, cast.orgA, { name: 'शाम का बैच' });
  for (let i = 0; i < 4; i += 1) students.push(await studentOf(cast.orgA));
  await addToBatch(t.database.db, batch, [...students.map((s) => s.id), cast.people.studentA.id]);
  await addToBatch(t.database.db, batch, [cast.people.teacherA.id], 'teacher');
}, 60_000);
afterAll(async () => t?.close());

const idsOf = async (org = cast.orgA, token = cast.tokens.adminA) =>
  ((await orgCall(t.app, 'GET', `${org}/questions`, token)).json() as InstituteQuestionList).items.map(
    (q) => q.id,
  );

describe("an institute's set", () => {
  it("is made of exactly the template's number of the institute's own questions", async () => {
    const ids = await idsOf();
    const body = {
      examKey: 'general',
      title: { hi: 'साप्ताहिक टेस्ट 1', en: 'Weekly test 1' },
      languages: ['hi', 'en'],
    };
    const short = await orgCall(t.app, 'POST', `${cast.orgA}/sets`, cast.tokens.adminA, {
      ...body,
      questionIds: ids.slice(0, 49),
    });
    expect(short.json().error).toMatchObject({
      field: 'questionIds',
      rule: 'validation.batchTests.setCount',
    });
    const made = await orgCall(t.app, 'POST', `${cast.orgA}/sets`, cast.tokens.adminA, {
      ...body,
      questionIds: ids,
    });
    expect(made.statusCode, made.body).toBe(201);
    set = made.json() as InstituteSet;
    expect(set).toMatchObject({ examKey: 'general', questionCount: 50, title: { hi: 'साप्ताहिक टेस्ट 1' } });
    // One private series per institute and exam: a second set reuses it.
    const again = await orgCall(t.app, 'POST', `${cast.orgA}/sets`, cast.tokens.adminA, {
      ...body,
      questionIds: ids,
    });
    expect(again.json().seriesSlug).toBe(set.seriesSlug);
  });

  it("refuses another institute's questions and sets as missing ones", async () => {
    const idsA = await idsOf();
    await orgCall(t.app, 'POST', `${cast.orgB}/questions/import`, cast.tokens.adminB, jsonImport('b', 49));
    const mixed = [...(await idsOf(cast.orgB, cast.tokens.adminB)), idsA[0]];
    const made = await orgCall(t.app, 'POST', `${cast.orgB}/sets`, cast.tokens.adminB, {
      examKey: 'general',
      title: { hi: 'चोरी', en: 'Stolen' },
      languages: ['hi'],
      questionIds: mixed,
    });
    expect(made.statusCode).toBe(404);
    const exported = await orgCall(
      t.app,
      'GET',
      `${cast.orgB}/sets/${set.id}/export?format=moodle-xml`,
      cast.tokens.adminB,
    );
    expect(exported.statusCode).toBe(404);
    const listed = await orgCall(t.app, 'GET', `${cast.orgB}/sets`, cast.tokens.adminB);
    expect(listed.body).not.toContain(set.id);
    for (const token of [cast.tokens.adminB, cast.tokens.teacherA, cast.tokens.studentA])
      expect((await orgCall(t.app, 'GET', `${cast.orgA}/sets`, token)).statusCode).toBe(403);
  });

  it('goes out as Moodle XML and comes back the same, Hindi and all', async () => {
    const exported = await orgCall(
      t.app,
      'GET',
      `${cast.orgA}/sets/${set.id}/export?format=moodle-xml`,
      cast.tokens.adminA,
    );
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('application/xml');
    expect(exported.body).toContain('<question type="multichoice">');
    expect(exported.body).toContain('<span lang="hi" class="multilang">प्रश्न set-1: कौन सा वर्ष?</span>');
    // Into institute B, which has none of these: 50 new questions with the same texts, keys and explanations.
    const back = await orgCall(t.app, 'POST', `${cast.orgB}/questions/import`, cast.tokens.adminB, {
      format: 'moodle-xml',
      fileName: 'set.xml',
      contentBase64: Buffer.from(exported.body).toString('base64'),
      subject: 'history',
      topic: 'modern-history',
      difficulty: 'medium',
    });
    expect(back.json()).toMatchObject({ ok: true, imported: 50 });
    const list = (
      await orgCall(t.app, 'GET', `${cast.orgB}/questions?page=1`, cast.tokens.adminB)
    ).json() as InstituteQuestionList;
    const original = (
      await orgCall(t.app, 'GET', `${cast.orgA}/questions`, cast.tokens.adminA)
    ).json() as InstituteQuestionList;
    const strip = (q: InstituteQuestionList['items'][number]) => ({
      text: q.text,
      options: q.options,
      answer: q.answer,
    });
    const came = new Map(list.items.map((q) => [q.text.en, strip(q)]));
    for (const q of original.items.filter((o) => o.text.en.startsWith('Question set-')))
      expect(came.get(q.text.en)).toEqual(strip(q));
  });
});

describe('a test assigned to a batch', () => {
  it('is assigned by an admin of the institute only, to its own batch and set', async () => {
    const body = { batchId: batch.id, setId: set.id, opensAt: at(hour), closesAt: at(3 * hour) };
    expect((await assign(body, cast.tokens.teacherA)).statusCode).toBe(403);
    expect((await assign(body, cast.tokens.adminB)).statusCode).toBe(403);
    expect((await assign(body, cast.tokens.studentA)).statusCode).toBe(403);
    // B's admin naming A's batch and set in B's own path: both are missing for B.
    expect((await assign(body, cast.tokens.adminB, cast.orgB)).statusCode).toBe(404);
    const past = await assign({ ...body, opensAt: at(-3 * hour), closesAt: at(-hour) });
    expect(past.json().error.rule).toBe('validation.batchTests.closesInPast');
    const made = await assign(body);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      status: 'upcoming',
      batchSize: 5,
      takers: 0,
      batch: { id: batch.id },
    });
    expect((await assign(body)).json().error.rule).toBe('validation.batchTests.alreadyAssigned');
  });

  it('starts only for a student of the batch, only inside the window', async () => {
    const [first] = students;
    if (!first) throw new Error('no students');
    const before = await start(first.token);
    expect(before.statusCode).toBe(409);
    expect(before.json().error.rule).toBe('validation.batchTests.notOpen');
    t.clock.advance(hour + 1000);
    const outsider = await studentOf(cast.orgA);
    expect((await start(outsider.token)).statusCode).toBe(404);
    const ofB = bearer(
      (
        await signIn(
          t.app,
          (
            await createUser(t.database.db, { organizationId: cast.orgB, orgRole: 'member' })
          ).username,
        )
      ).token,
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/attempts',
          headers: ofB,
          payload: { setId: set.slug, language: 'hi' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await start(cast.tokens.teacherA)).statusCode).toBe(404);
    expect((await start(cast.tokens.adminA)).statusCode).toBe(404);
    const inside = await start(first.token);
    expect(inside.statusCode, inside.body).toBe(201);
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/attempts/${inside.json().id}/submit`,
      headers: bearer(first.token),
      payload: {},
    });
    expect(submitted.statusCode).toBeLessThan(300);
    t.clock.advance(2 * hour);
    const after = await start(students[1]?.token ?? '');
    expect(after.statusCode).toBe(409);
  });

  it('ranks the batch by first attempts, equal scores sharing a rank, and tells staff the takers and average', async () => {
    const [s0, s1, s2, s3] = students;
    if (!s0 || !s1 || !s2 || !s3) throw new Error('no students');
    const now = t.clock();
    const row = (userId: string, scoreMilli: number, ranked = true) => ({
      userId,
      setId: set.id,
      examKey: 'general' as const,
      language: 'hi' as const,
      ranked,
      status: 'submitted' as const,
      scoreMilli,
      startedAt: now,
      deadline: now,
      submittedAt: now,
    });
    // s0 submitted blank above (0). s1 and s2 tie at 30, s3 has 20 and a later practice attempt of 50.
    await t.database.db
      .insert(attempts)
      .values([row(s1.id, 30_000), row(s2.id, 30_000), row(s3.id, 20_000), row(s3.id, 50_000, false)]);
    // A student of another batch sitting the same set does not count in this batch's ranks.
    const elsewhere = await studentOf(cast.orgA);
    await addToBatch(t.database.db, otherBatch, [elsewhere.id]);
    await t.database.db.insert(attempts).values(row(elsewhere.id, 45_000));
    const mine = async (token: string) =>
      ((await orgCall(t.app, 'GET', `${cast.orgA}/my-tests`, token)).json() as MyBatchTestList).items[0];
    expect((await mine(s1.token))?.result).toMatchObject({ score: 30, rank: 1, takers: 4, maxScore: 50 });
    expect((await mine(s2.token))?.result).toMatchObject({ rank: 1 });
    expect((await mine(s3.token))?.result).toMatchObject({ score: 20, rank: 3 });
    expect((await mine(s0.token))?.result).toMatchObject({ score: 0, rank: 4 });
    expect(await mine(s0.token)).toMatchObject({ status: 'closed', batchSize: 5 });
    expect((await mine(cast.tokens.studentA))?.result).toBeNull();
    const staff = async (token: string) =>
      ((await orgCall(t.app, 'GET', `${cast.orgA}/batch-tests`, token)).json() as { items: StaffBatchTest[] })
        .items;
    expect((await staff(cast.tokens.adminA))[0]).toMatchObject({ takers: 4, averageScore: 20, maxScore: 50 });
    expect(await staff(cast.tokens.teacherA)).toHaveLength(1);
    expect((await orgCall(t.app, 'GET', `${cast.orgA}/batch-tests`, cast.tokens.studentA)).statusCode).toBe(
      403,
    );
    expect((await orgCall(t.app, 'GET', `${cast.orgA}/batch-tests`, cast.tokens.adminB)).statusCode).toBe(
      403,
    );
  });

  it("shows a teacher only their batches' tests, and a student of another institute none", async () => {
    const other = await studentOf(cast.orgA);
    await addToBatch(t.database.db, otherBatch, [other.id]);
    const made = await assign({
      batchId: otherBatch.id,
      setId: set.id,
      opensAt: at(hour),
      closesAt: at(2 * hour),
    });
    expect(made.statusCode).toBe(201);
    const teacher = (await orgCall(t.app, 'GET', `${cast.orgA}/batch-tests`, cast.tokens.teacherA)).json();
    expect(teacher.items.map((i: StaffBatchTest) => i.batch.id)).toEqual([batch.id]);
    expect((await orgCall(t.app, 'GET', `${cast.orgA}/my-tests`, cast.tokens.adminB)).statusCode).toBe(403);
    // Cancelling: B cannot, A can; the batch's student no longer sees it.
    expect(
      (await orgCall(t.app, 'DELETE', `${cast.orgB}/batch-tests/${made.json().id}`, cast.tokens.adminB))
        .statusCode,
    ).toBe(404);
    expect(
      (await orgCall(t.app, 'DELETE', `${cast.orgA}/batch-tests/${made.json().id}`, cast.tokens.teacherA))
        .statusCode,
    ).toBe(403);
    expect(
      (await orgCall(t.app, 'DELETE', `${cast.orgA}/batch-tests/${made.json().id}`, cast.tokens.adminA))
        .statusCode,
    ).toBe(204);
    const seen = (
      await orgCall(t.app, 'GET', `${cast.orgA}/my-tests`, other.token)
    ).json() as MyBatchTestList;
    expect(seen.items).toEqual([]);
  });
});
