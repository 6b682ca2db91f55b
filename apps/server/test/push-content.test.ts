import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { ExamKey } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { potdProblems, questions } from '../src/db/schema/index.ts';
import { sweepExpiredAttempts } from '../src/modules/attempts/sweeper.ts';
import { liveTick } from '../src/modules/live-tests/services/ticker.ts';
import { runDailyNotices } from '../src/modules/potd/daily-notices.ts';
import { storeQuestions } from '../src/modules/questions/store.ts';
import { createGroup, newId } from './community-fixtures.ts';
import { answerAsAPerson, keyOf, startAttempt, student } from './exam-factories.ts';
import { createOrganisation } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { addToBatch, createBatch } from './institute-factories.ts';
import { requestInput } from './institutes-organisations-fixtures.ts';
import { joined, platformAdmin, scheduleIndia } from './live-tests-fixtures.ts';
import {
  callSites,
  examContentIn,
  hasDigit,
  type PushKind,
  pushCallSites,
  pushSendCall,
  type QuestionContent,
  shapeProblems,
} from './push-content-checks.ts';
import {
  bankQuestion,
  contentColumns,
  contentOf,
  FakePushService,
  moveClockToIst,
  ownSetOf,
  type Received,
  type Student,
} from './push-content-fixtures.ts';

// Issue 22, scenario 20: "no payload carries exam content", across every kind of Web Push the server
// sends. Each kind is driven once through the real app (routes, sweeper, tickers, daily notices), its
// push is caught by a push service that runs inside the test on plain http (PUSH_ALLOW_LOCAL_ENDPOINTS),
// decrypted with the subscription's own keys as a browser would, and checked: the shape
// {title, body, url}, and none of the text, options or explanation of any question involved. The list
// of call sites is held against the source, so a new kind of push added without a case here fails.

let t: TestApp;
const push = new FakePushService();
/** Every push caught and checked by a case, with its kind. */
const caught: { kind: PushKind; path: string; plain: string }[] = [];
/** Every question any case involves: no payload of any kind may carry one. */
const allContent: QuestionContent[] = [];
const subscribe = (who: Student, name: string) => push.subscribe(t, who, name);

/**
 * Waits for the `nth` push (1-based) at `at`, decrypts it and checks it: its shape, and none of
 * `involved`'s content (nor an answer sheet's words) in it. Returns the message.
 */
async function catchPush(
  kind: PushKind,
  at: string,
  involved: readonly QuestionContent[],
  nth = 1,
): Promise<{ title: string; body: string; url: string; plain: string }> {
  await vi.waitFor(
    () => expect(push.received.filter((r) => r.path === at).length).toBeGreaterThanOrEqual(nth),
    {
      timeout: 10_000,
    },
  );
  const plain = push.open(push.received.filter((r) => r.path === at)[nth - 1] as Received);
  expect(shapeProblems(plain), `${kind}: ${plain}`).toEqual([]);
  expect(examContentIn(plain, involved), `${kind}: ${plain}`).toEqual([]);
  caught.push({ kind, path: at, plain });
  return { ...(JSON.parse(plain) as { title: string; body: string; url: string }), plain };
}

/** A set of its own questions (push-content-fixtures.ts), its content counted as involved. */
async function ownSet(examKey: ExamKey, published = true) {
  const own = await ownSetOf(t, examKey, published);
  allContent.push(...own.content);
  return own;
}

let bank: QuestionContent[] = [];

let streaker: Student;

beforeAll(async () => {
  await push.start();
  t = await createTestApp({
    PUSH_ALLOW_LOCAL_ENDPOINTS: 'true',
    RATE_LIMIT_ENABLED: 'false',
    // The clock walks from 25 November to the evening of the 26th: tokens must outlive it.
    ACCESS_TOKEN_TTL_SECONDS: String(30 * 86_400),
  });
  const tag = randomUUID().slice(0, 8);
  const ids = await t.database.db.transaction((tx) =>
    storeQuestions(
      tx,
      [1, 2, 3, 4].map((n) => bankQuestion(n, tag)),
    ),
  );
  bank = await contentOf(t, ids);
  expect(bank).toHaveLength(4);
  allContent.push(...bank);
  // 25 November, 09:00 IST: a student solves the day's problem (the streak the evening reminder is about).
  moveClockToIst(t, '2026-11-25T09:00');
  streaker = await student(t.app, t.database.db);
  const today = await t.app.inject({ method: 'GET', url: '/api/potd/today', headers: streaker.headers });
  expect(today.statusCode, today.body).toBe(200);
  const [problem] = await t.database.db
    .select({ options: questions.options, correct: questions.correctOption })
    .from(potdProblems)
    .innerJoin(questions, eq(questions.id, potdProblems.questionId))
    .where(eq(potdProblems.day, '2026-11-25'));
  const solved = await t.app.inject({
    method: 'POST',
    url: '/api/potd/submit',
    headers: streaker.headers,
    payload: { answer: problem?.options[problem.correct]?.en },
  });
  expect(solved.json()).toMatchObject({ success: true });
  // 26 November, 08:00 IST: daytime, and the day's problem may be announced.
  moveClockToIst(t, '2026-11-26T08:00');
});
afterAll(async () => {
  await t?.close();
  await push.close();
});

describe('every kind of push, caught at a push service and decrypted: no exam content', () => {
  it('holds the list of kinds against every push the server sends', () => {
    const src = fileURLToPath(new URL('../src/', import.meta.url));
    const found = pushCallSites(src);
    const listed = [...new Set(Object.values(callSites))].sort();
    expect(
      found,
      `files in apps/server/src that send a push (${pushSendCall}) must equal this test's callSites; ` +
        `a new kind of push needs a case here. Unlisted: [${found.filter((f) => !listed.includes(f as never))}]; ` +
        `gone: [${listed.filter((f) => !found.includes(f))}]`,
    ).toEqual(listed);
  });

  it('potdNew: the day’s problem announced at 08:00 IST carries its topic, not the problem', async () => {
    const s = await student(t.app, t.database.db);
    const at = await subscribe(s, 'potd-new');
    expect((await runDailyNotices(t.app.deps)).announced).toBe(true);
    const [day] = await t.database.db
      .select(contentColumns)
      .from(potdProblems)
      .innerJoin(questions, eq(questions.id, potdProblems.questionId))
      .where(eq(potdProblems.day, '2026-11-26'));
    // The day's problem is one of the bank's, checked by itself and with the rest of the bank.
    expect(bank.map((b) => b.textEn)).toContain(day?.textEn);
    const push = await catchPush('potdNew', at, [day as QuestionContent, ...bank]);
    expect(push.title).toContain("Today's Problem of the Day is here");
    expect(push.url).toBe('/potd');
  });

  it('an institute admin’s notice reaches a member as written', async () => {
    const org = await createOrganisation(t.database.db, 'Gyan Jyoti Classes');
    const member = await student(t.app, t.database.db, { organizationId: org.id, orgRole: 'member' });
    const admin = await student(t.app, t.database.db, { organizationId: org.id, orgRole: 'admin' });
    const at = await subscribe(member, 'org-notice');
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/organisations/${org.id}/notifications`,
      headers: admin.headers,
      payload: { title: 'कल की कक्षा', body: 'Class moves to the big hall tomorrow.' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const push = await catchPush('organisationNotice', at, allContent);
    expect(push).toMatchObject({
      title: 'कल की कक्षा',
      body: 'Class moves to the big hall tomorrow.',
      url: '/notifications',
    });
  });

  it('resultReady: a test the sweeper submitted when time ran out, with no question and no marks', async () => {
    const { set, content } = await ownSet('general');
    const s = await student(t.app, t.database.db);
    const at = await subscribe(s, 'result-ready');
    const state = await startAttempt(t.app, s.headers, set);
    // An answer saved (one right): there is a score the push must not carry.
    const first = state.questions.find((x) => x.number === 1);
    await answerAsAPerson(t.app, t.clock, s.headers, state.id, [
      { questionId: first?.id ?? '', answer: keyOf(1) },
    ]);
    // Past the deadline and the save grace; still daytime in India.
    t.clock.advance(65 * 60_000);
    expect(await sweepExpiredAttempts(t.app.deps)).toBe(1);
    const push = await catchPush('resultReady', at, content);
    expect(push.title).toContain('Your result is ready');
    expect(hasDigit(push.plain), push.plain).toBe(false);
  });

  it('keyCorrected: a student whose score moved when an admin corrected a key, with no question and no marks', async () => {
    const { set, content } = await ownSet('general');
    const admin = await student(t.app, t.database.db, { role: 'admin' });
    const s = await student(t.app, t.database.db);
    const at = await subscribe(s, 'key-corrected');
    const state = await startAttempt(t.app, s.headers, set);
    const first = state.questions.find((x) => x.number === 1);
    await answerAsAPerson(t.app, t.clock, s.headers, state.id, [
      { questionId: first?.id ?? '', answer: keyOf(1) },
    ]);
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/attempts/${state.id}/submit`,
      headers: s.headers,
    });
    expect(done.statusCode, done.body).toBe(200);
    const fix = await t.app.inject({
      method: 'POST',
      url: `/api/admin/questions/${first?.id}/answer`,
      headers: admin.headers,
      payload: { answer: (keyOf(1) + 1) % 4 },
    });
    expect(fix.statusCode, fix.body).toBe(200);
    expect(fix.json()).toEqual({ rescoredAttempts: 1, affectedStudents: 1 });
    const push = await catchPush('keyCorrected', at, content);
    expect(push.title).toContain('Answer key corrected');
    expect(hasDigit(push.plain), push.plain).toBe(false);
  });

  it('attendanceMarked and addedToBatch: a teacher marks a student absent; an admin adds one to a batch', async () => {
    const org = await createOrganisation(t.database.db, 'Prerna Academy');
    const member = { organizationId: org.id, orgRole: 'member' as const };
    const absent = await student(t.app, t.database.db, { ...member, language: 'en' });
    const added = await student(t.app, t.database.db, member);
    const teacher = await student(t.app, t.database.db, { organizationId: org.id, orgRole: 'teacher' });
    const admin = await student(t.app, t.database.db, { organizationId: org.id, orgRole: 'admin' });
    const batch = await createBatch(t.database.db, org.id, { name: 'Bank PO शाम' });
    await addToBatch(t.database.db, batch, [absent.user.id]);
    await addToBatch(t.database.db, batch, [teacher.user.id], 'teacher');
    const absentAt = await subscribe(absent, 'attendance');
    const addedAt = await subscribe(added, 'added-to-batch');

    const save = await t.app.inject({
      method: 'PUT',
      url: `/api/organisations/${org.id}/attendance/${batch.id}/2026-11-26`,
      headers: teacher.headers,
      payload: { marks: [{ userId: absent.user.id, status: 'absent', note: '' }] },
    });
    expect(save.statusCode, save.body).toBe(200);
    const marked = await catchPush('attendanceMarked', absentAt, allContent);
    expect(marked).toMatchObject({ title: 'You were marked absent', url: '/user-dashboard' });

    const add = await t.app.inject({
      method: 'POST',
      url: `/api/organisations/${org.id}/batches/${batch.id}/students`,
      headers: admin.headers,
      payload: { userIds: [added.user.id] },
    });
    expect(add.statusCode, add.body).toBe(200);
    const told = await catchPush('addedToBatch', addedAt, allContent);
    expect(told.title).toContain('You were added to a batch');
  });

  it('chatMention and chatReply: a message quoting a question does not ride in the push', async () => {
    const { content } = await ownSet('general');
    const quoted = content[0] as QuestionContent;
    const [a, b, c] = [
      await student(t.app, t.database.db),
      await student(t.app, t.database.db),
      await student(t.app, t.database.db),
    ] as [Student, Student, Student];
    const group = await createGroup(t.database.db, [
      { userId: a.user.id, role: 'owner' },
      { userId: b.user.id },
      { userId: c.user.id },
    ]);
    const mentionAt = await subscribe(b, 'chat-mention');
    const replyAt = await subscribe(c, 'chat-reply');
    const send = (who: Student, text: string, replyToSeq?: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/community/groups/${group.id}/messages`,
        headers: who.headers,
        payload: { clientId: newId(), text, ...(replyToSeq ? { replyToSeq } : {}) },
      });

    const mention = await send(
      a,
      `@${b.user.username} ${quoted.textEn} ${quoted.options[1]?.en} — ${quoted.explanationEn}`,
    );
    expect(mention.statusCode, mention.body).toBe(201);
    // The message itself carries the question (the checker finds it there); its push must not.
    expect(examContentIn(mention.body, [quoted])).toEqual(
      expect.arrayContaining([quoted.textEn, quoted.explanationEn]),
    );
    const mentioned = await catchPush('chatMention', mentionAt, [quoted, ...content]);
    expect(mentioned.title).toContain('mentioned you');
    expect(mentioned.url).toBe(`/group-chat/${group.id}`);

    const asked = await send(c, 'koi bata sakta hai?');
    expect(asked.statusCode, asked.body).toBe(201);
    const reply = await send(
      a,
      `${quoted.textHi} ${quoted.options[2]?.hi} ${quoted.explanationHi}`,
      (asked.json() as { seq: number }).seq,
    );
    expect(reply.statusCode, reply.body).toBe(201);
    expect(examContentIn(reply.body, [quoted])).toEqual(
      expect.arrayContaining([quoted.textHi, quoted.explanationHi]),
    );
    const replied = await catchPush('chatReply', replyAt, [quoted, ...content]);
    expect(replied.title).toContain('replied to you');
  });

  it('organisationApproved and organisationRejected: the applicant hears the decision', async () => {
    const admin = await student(t.app, t.database.db, { role: 'admin' });
    for (const [kind, name] of [
      ['organisationApproved', 'Vidya Niketan Classes'],
      ['organisationRejected', 'Saraswati Vidya Mandir'],
    ] as const) {
      const applicant = await student(t.app, t.database.db);
      const at = await subscribe(applicant, kind);
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/organisation-requests',
        headers: applicant.headers,
        payload: requestInput({ name }),
      });
      expect(asked.statusCode, asked.body).toBe(201);
      const id = (asked.json() as { id: string }).id;
      const decided = await t.app.inject({
        method: 'POST',
        url: `/api/admin/organisation-requests/${id}/${kind === 'organisationApproved' ? 'approve' : 'reject'}`,
        headers: admin.headers,
        ...(kind === 'organisationRejected'
          ? { payload: { reason: 'The phone number could not be reached.' } }
          : {}),
      });
      expect(decided.statusCode, decided.body).toBe(200);
      const push = await catchPush(kind, at, allContent);
      expect(push.title).toContain(
        kind === 'organisationApproved' ? 'Your institute is approved' : 'was not approved',
      );
      expect(push.url).toBe('/organization/register');
    }
  });

  it('liveReminder and liveResults: a registered candidate of a live test, before the start and after publication', async () => {
    const { id: paperId, content } = await ownSet('general', false);
    const admin = await platformAdmin(t.app, t.database.db);
    const candidate = await student(t.app, t.database.db);
    const at = await subscribe(candidate, 'live');
    const startsAt = new Date(t.clock().getTime() + 40 * 60_000);
    const test = await scheduleIndia(t.app, admin, paperId, startsAt);
    const reg = await t.app.inject({
      method: 'POST',
      url: `/api/live-tests/${test.id}/registration`,
      headers: candidate.headers,
    });
    expect(reg.statusCode, reg.body).toBe(200);
    // 30 minutes before the start: the reminder.
    t.clock.advance(10 * 60_000);
    expect((await liveTick(t.app.deps)).reminded).toBe(1);
    const reminder = await catchPush('liveReminder', at, content, 1);
    expect(reminder.title).toContain('Your live test starts soon');
    // The start: the candidate joins and answers one question; then the end and the grace.
    t.clock.advance(30 * 60_000);
    const join = await joined(t.app, candidate.headers, test.id);
    const first = join.state.questions.find((x) => x.number === 1);
    await answerAsAPerson(t.app, t.clock, candidate.headers, join.attemptId, [
      { questionId: first?.id ?? '', answer: keyOf(1) },
    ]);
    t.clock.advance(startsAt.getTime() + 60 * 60_000 + 31_000 - t.clock().getTime());
    expect((await liveTick(t.app.deps)).published).toBe(1);
    const results = await catchPush('liveResults', at, content, 2);
    expect(results.title).toContain('Live test results are out');
  });

  it('streakAtRisk: the evening reminder to a student who solved yesterday’s problem, not today’s', async () => {
    const at = await subscribe(streaker, 'streak');
    moveClockToIst(t, '2026-11-26T19:15');
    expect(await runDailyNotices(t.app.deps)).toEqual({ announced: false, reminded: 1 });
    const push = await catchPush('streakAtRisk', at, bank);
    expect(push.title).toContain('Your streak is at risk');
    expect(push.url).toBe('/potd');
  });

  it('caught every kind, and every push that reached the push service is a checked one with no exam content', () => {
    expect([...new Set(caught.map((c) => c.kind))].sort()).toEqual(Object.keys(callSites).sort());
    // Nothing else went out (a second push to one browser, or a push to someone no case expected).
    expect(push.received.map((r) => r.path).sort()).toEqual(caught.map((c) => c.path).sort());
    for (const r of push.received) {
      const plain = push.open(r);
      expect(shapeProblems(plain), plain).toEqual([]);
      expect(examContentIn(plain, allContent), plain).toEqual([]);
    }
  });
});
