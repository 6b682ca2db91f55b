import type { AdminLiveTest, LiveTestList } from '@abhyas/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveTests, potdProblems, practiceSets, setQuestions } from '../src/db/schema/index.ts';
import { createPracticeSet, student } from './exam-factories.ts';
import { bearer } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import {
  addToBatch,
  assignToBatch,
  createBatch,
  createInstituteSet,
  twoInstitutes,
} from './institute-factories.ts';
import { livePaper, platformAdmin, scheduleIndia } from './live-tests-fixtures.ts';

/**
 * Scheduling (docs/live-tests.md, "Scheduling" and "Secrecy"): a paper is refused unless it is
 * secret and whole; tests are rescheduled or cancelled before their start only; an institute's admin
 * schedules for their own batch with their own set, and only that batch's students see the test.
 */
let t: TestApp;
type H = Record<string, string>;
let admin: H;
const inAnHour = () => new Date(t.clock().getTime() + 60 * 60_000).toISOString();

const schedule = (payload: object, headers = admin, url = '/api/admin/live-tests') =>
  t.app.inject({ method: 'POST', url, headers, payload });
const ruleOf = (res: { json(): { error?: { rule?: string } } }) => res.json().error?.rule;
async function questionsOf(setId: string) {
  return (await t.database.db.select().from(setQuestions).where(eq(setQuestions.setId, setId))).map(
    (r) => r.questionId,
  );
}
async function setIdOf(slug: string) {
  const [row] = await t.database.db
    .select({ id: practiceSets.id })
    .from(practiceSets)
    .where(eq(practiceSets.slug, slug));
  return row?.id ?? '';
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false', ACCESS_TOKEN_TTL_SECONDS: '86400' });
  admin = await platformAdmin(t.app, t.database.db);
}, 60_000);
afterAll(async () => t?.close());

describe('the secrecy checks at scheduling', () => {
  it('refuses a published set, a set of another exam, and a start too soon', async () => {
    const published = await createPracticeSet(t.database.db, 'general');
    const pub = await schedule({
      liveKey: 'general_exams_LIVE',
      setId: await setIdOf(published.slug),
      startsAt: inAnHour(),
    });
    expect([pub.statusCode, ruleOf(pub)]).toEqual([409, 'validation.liveTests.paperSeen']);
    const paper = await livePaper(t.database.db);
    const other = await schedule({ liveKey: 'SSC_LIVE', setId: paper.id, startsAt: inAnHour() });
    expect([other.statusCode, ruleOf(other)]).toEqual([409, 'validation.liveTests.examMismatch']);
    const soon = new Date(t.clock().getTime() + 60_000).toISOString();
    const early = await schedule({ liveKey: 'general_exams_LIVE', setId: paper.id, startsAt: soon });
    expect([early.statusCode, ruleOf(early)]).toEqual([400, 'validation.liveTests.tooSoon']);
  });

  it('refuses a paper with a question in a published set, in another live test or a Problem of the Day', async () => {
    const db = t.database.db;
    const paper = await livePaper(db);
    const [first = '', second = ''] = await questionsOf(paper.id);
    const body = { liveKey: 'general_exams_LIVE', setId: paper.id, startsAt: inAnHour() };

    const published = await setIdOf((await createPracticeSet(db, 'general')).slug);
    await db.insert(setQuestions).values({ setId: published, questionId: first, section: 0, position: 99 });
    expect(ruleOf(await schedule(body))).toBe('validation.liveTests.paperPublished');
    await db
      .delete(setQuestions)
      .where(and(eq(setQuestions.setId, published), eq(setQuestions.questionId, first)));

    await db.insert(potdProblems).values({ day: '2027-01-05', questionId: second, source: 'scheduled' });
    expect(ruleOf(await schedule(body))).toBe('validation.liveTests.paperInPotd');
    await db.delete(potdProblems).where(eq(potdProblems.day, '2027-01-05'));

    const ok = await schedule(body);
    expect(ok.statusCode, ok.body).toBe(200);
    // The same paper again, or another draft sharing one of its questions, is refused.
    expect(ruleOf(await schedule(body))).toBe('validation.liveTests.paperInLiveTest');
    const other = await livePaper(db);
    await db.insert(setQuestions).values({ setId: other.id, questionId: first, section: 0, position: 99 });
    const shared = await schedule({ ...body, setId: other.id });
    expect(ruleOf(shared)).toBe('validation.liveTests.paperInLiveTest');
  });
});

describe('rescheduling and cancelling', () => {
  it('moves the end with the start, resends the reminder, and freezes at the start', async () => {
    const paper = await livePaper(t.database.db);
    const test = await scheduleIndia(t.app, admin, paper.id, new Date(t.clock().getTime() + 40 * 60_000));
    await t.database.db.update(liveTests).set({ remindedAt: t.clock() }).where(eq(liveTests.id, test.id));
    const later = new Date(t.clock().getTime() + 120 * 60_000);
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/live-tests/${test.id}`,
      headers: admin,
      payload: { startsAt: later.toISOString(), joinMinutes: 10 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      startsAt: later.toISOString(),
      endsAt: new Date(later.getTime() + 60 * 60_000).toISOString(),
      joinMinutes: 10,
      remindedAt: null,
    } satisfies Partial<AdminLiveTest>);
    t.clock.advance(120 * 60_000);
    const frozen = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/live-tests/${test.id}`,
      headers: admin,
    });
    expect(frozen.statusCode).toBe(409);
    t.clock.advance(-120 * 60_000);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/live-tests/${test.id}`,
      headers: admin,
    });
    expect(cancelled.json()).toMatchObject({ phase: 'cancelled' });
    // A cancelled test frees its paper for another date.
    const again = await schedule({ liveKey: 'general_exams_LIVE', setId: paper.id, startsAt: inAnHour() });
    expect(again.statusCode, again.body).toBe(200);
  });
});

describe("an institute's live test", () => {
  it("is scheduled by its admin for their batch with their own set, and seen by that batch's students only", async () => {
    const db = t.database.db;
    const cast = await twoInstitutes(t.app, db);
    const batch = await createBatch(db, cast.orgA);
    await addToBatch(db, batch, [cast.people.studentA.id]);
    const own = await createInstituteSet(db, cast.orgA, 'LIVEINST');
    const url = `/api/organisations/${cast.orgA}/live-tests`;
    const body = { liveKey: 'general_exams_LIVE', setId: own.setId, startsAt: inAnHour(), batchId: batch.id };
    // Institute B's admin can neither use A's route nor reach A's batch from theirs.
    expect((await schedule(body, bearer(cast.tokens.adminB), url)).statusCode).toBe(403);
    const fromB = await schedule(
      body,
      bearer(cast.tokens.adminB),
      `/api/organisations/${cast.orgB}/live-tests`,
    );
    expect(fromB.statusCode).toBe(404);
    // A set already assigned to a batch has been seen: refused.
    const seen = await createInstituteSet(db, cast.orgA, 'SEEN');
    await assignToBatch(db, batch, seen.setId, t.clock(), new Date(t.clock().getTime() + 86_400_000));
    expect(ruleOf(await schedule({ ...body, setId: seen.setId }, bearer(cast.tokens.adminA), url))).toBe(
      'validation.liveTests.paperSeen',
    );
    const made = await schedule(body, bearer(cast.tokens.adminA), url);
    expect(made.statusCode, made.body).toBe(200);
    const id = (made.json() as AdminLiveTest).id;
    expect(made.json()).toMatchObject({ scope: 'batch', organizationId: cast.orgA, batchId: batch.id });
    const [set] = await db.select().from(practiceSets).where(eq(practiceSets.id, own.setId));
    expect(set?.published).toBe(false);
    const listOf = async (h: H) =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/live-tests', headers: h })).json() as LiveTestList
      ).items.map((i) => i.id);
    expect(await listOf(bearer(cast.tokens.studentA))).toContain(id);
    const outsider = (await student(t.app, db)).headers;
    expect(await listOf(outsider)).not.toContain(id);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/live-tests/${id}`, headers: outsider })).statusCode,
    ).toBe(404);
    // The platform's list is all-India only; the institute's own list has it.
    const india = (
      await t.app.inject({ method: 'GET', url: '/api/admin/live-tests', headers: admin })
    ).json();
    expect(india.items.map((i: { id: string }) => i.id)).not.toContain(id);
    const mine = (await t.app.inject({ method: 'GET', url, headers: bearer(cast.tokens.adminA) })).json();
    expect(mine.items.map((i: { id: string }) => i.id)).toEqual([id]);
  });
});
