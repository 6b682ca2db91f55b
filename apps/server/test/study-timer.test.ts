import { randomUUID } from 'node:crypto';
import type { StudyWeek } from '@abhyas/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekTotals } from '../src/modules/study-timer/services/week-totals.ts';
import { bearer, createUser, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SIGNIN_PER_IP: '1000', ACCESS_TOKEN_TTL_SECONDS: '864000' });
  // 00:20 IST on Friday 27 November 2026 (still the 26th in UTC).
  t.clock.advance(Date.parse('2026-11-26T18:50:00Z') - t.clock().getTime());
});
afterAll(async () => t?.close());

async function student() {
  const user = await createUser(t.database.db);
  return { id: user.id, headers: bearer((await signIn(t.app, user.username)).token) };
}
type Headers = Record<string, string>;

const session = (over: Record<string, unknown> = {}) => ({
  clientId: randomUUID(),
  startedAt: '2026-11-26T18:10:00.000Z',
  endedAt: '2026-11-26T18:28:00.000Z',
  focusSeconds: 18 * 60,
  subject: 'polity',
  ...over,
});
const save = (headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/study-timer/sessions', headers, payload: payload as object });
async function week(headers: Headers): Promise<StudyWeek> {
  const res = await t.app.inject({ method: 'GET', url: '/api/study-timer/week', headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const minutesOn = (w: StudyWeek, day: string) => w.days.find((d) => d.day === day)?.focusMinutes;

describe('study timer sessions', () => {
  it('refuses a visitor who is not signed in, on every route', async () => {
    for (const res of [
      await t.app.inject({ method: 'POST', url: '/api/study-timer/sessions', payload: session() }),
      await t.app.inject({ method: 'GET', url: '/api/study-timer/week' }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('saves a finished session on the Indian day it ended, and a replay counts once', async () => {
    const { headers } = await student();
    const body = session();
    const first = await save(headers, body);
    expect(first.statusCode).toBe(201);
    expect(first.json().session).toEqual({ ...body, day: '2026-11-26' });
    const replay = await save(headers, { ...body, focusSeconds: 17 * 60 });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().session.focusSeconds).toBe(18 * 60); // the one held, not the replay's
    const w = await week(headers);
    expect(w.today).toBe('2026-11-27');
    expect(w.days.find((d) => d.day === '2026-11-26')).toEqual({
      day: '2026-11-26',
      focusMinutes: 18,
      sessions: 1,
    });
  });

  it('counts a session that crosses IST midnight on the day it ended, and moves the week with the clock', async () => {
    const { id, headers } = await student();
    // 23:20 → 23:38 IST on the 26th, then 23:50 IST on the 26th → 00:15 IST on the 27th.
    const before = session({ startedAt: '2026-11-26T17:50:00.000Z', endedAt: '2026-11-26T18:08:00.000Z' });
    expect((await save(headers, before)).statusCode).toBe(201);
    const across = session({
      startedAt: '2026-11-26T18:20:00.000Z',
      endedAt: '2026-11-26T18:45:00.000Z',
      focusSeconds: 25 * 60,
      subject: null,
    });
    expect((await save(headers, across)).statusCode).toBe(201);
    const w = await week(headers);
    expect(w.days.map((d) => d.day)).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(minutesOn(w, '2026-11-26')).toBe(18);
    expect(minutesOn(w, '2026-11-27')).toBe(25);
    expect(w.totalMinutes).toBe(43);

    // The dashboard's read is the same service, six days later: only the 27th is still in the week.
    const later = await weekTotals(t.app.deps, id, new Date(Date.parse('2026-12-02T19:00:00Z')));
    expect(later.today).toBe('2026-12-03');
    expect(later.days[0]).toEqual({ day: '2026-11-27', focusMinutes: 25, sessions: 1 });
    expect(later.totalMinutes).toBe(25);
  });

  it('a second account never sees the first one’s sessions, even with the same client id', async () => {
    const asha = await student();
    const ravi = await student();
    const body = session();
    expect((await save(asha.headers, body)).statusCode).toBe(201);
    expect((await week(ravi.headers)).totalMinutes).toBe(0);
    // Ravi's own session with the same client id is his, and changes nothing of Asha's.
    const his = await save(ravi.headers, { ...body, focusSeconds: 5 * 60 });
    expect(his.statusCode).toBe(201);
    expect((await week(ravi.headers)).totalMinutes).toBe(5);
    expect((await week(asha.headers)).totalMinutes).toBe(18);
  });

  it.each([
    ['no body at all', undefined, 'validation.invalidType'],
    ['a missing client id', { clientId: undefined }, 'validation.studyTimer.clientId'],
    ['a client id that is no UUID', { clientId: 'session-1' }, 'validation.studyTimer.clientId'],
    ['an instant that is no date', { startedAt: 'yesterday' }, 'validation.studyTimer.instant'],
    [
      'an end before the start',
      { endedAt: '2026-11-26T18:00:00.000Z' },
      'validation.studyTimer.endBeforeStart',
    ],
    [
      'an end equal to the start',
      { endedAt: '2026-11-26T18:10:00.000Z' },
      'validation.studyTimer.endBeforeStart',
    ],
    ['less than a minute', { focusSeconds: 59 }, 'validation.studyTimer.focusSeconds'],
    ['more than the longest focus', { focusSeconds: 91 * 60 }, 'validation.studyTimer.focusSeconds'],
    ['a fraction of a second', { focusSeconds: 60.5 }, 'validation.studyTimer.focusSeconds'],
    ['seconds as text', { focusSeconds: '600' }, 'validation.studyTimer.focusSeconds'],
    ['more focus than time passed', { focusSeconds: 20 * 60 }, 'validation.studyTimer.focusLongerThanSpan'],
    [
      'a span of more than twelve hours',
      { startedAt: '2026-11-26T05:00:00.000Z', focusSeconds: 600 },
      'validation.studyTimer.spanTooLong',
    ],
    ['a subject the dictionary lacks', { subject: 'astrology' }, 'validation.studyTimer.subject'],
    ['a topic instead of a subject', { subject: 'algebra' }, 'validation.studyTimer.subject'],
    ['a field the API does not know', { minutes: 18 }, 'validation.unknownField'],
    [
      'an end in the future beyond the clock skew',
      { startedAt: '2026-11-26T18:40:00.000Z', endedAt: '2026-11-26T19:00:00.000Z', focusSeconds: 600 },
      'validation.studyTimer.inFuture',
    ],
    [
      'a session older than thirty days',
      { startedAt: '2026-10-20T10:00:00.000Z', endedAt: '2026-10-20T10:25:00.000Z', focusSeconds: 600 },
      'validation.studyTimer.tooOld',
    ],
  ])('refuses %s with a rule key, and saves nothing', async (_name, over, rule) => {
    const { headers } = await student();
    const payload = over === undefined ? undefined : session(over);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/study-timer/sessions',
      headers,
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', rule });
    expect((await week(headers)).totalMinutes).toBe(0);
  });

  it('refuses a session overlapping one already saved with 409 STUDY_SESSION_OVERLAP, and saves nothing', async () => {
    const { headers } = await student();
    const first = session();
    expect((await save(headers, first)).statusCode).toBe(201);
    // 23:50 → 00:15 IST: starts while the first (23:40 → 23:58) was still running.
    const overlapping = session({
      startedAt: '2026-11-26T18:20:00.000Z',
      endedAt: '2026-11-26T18:45:00.000Z',
      focusSeconds: 25 * 60,
    });
    const refused = await save(headers, overlapping);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'STUDY_SESSION_OVERLAP', field: 'startedAt' });
    // One inside the other, and one around it, are refused too.
    const inside = {
      startedAt: '2026-11-26T18:12:00.000Z',
      endedAt: '2026-11-26T18:20:00.000Z',
      focusSeconds: 480,
    };
    const around = {
      startedAt: '2026-11-26T18:00:00.000Z',
      endedAt: '2026-11-26T18:40:00.000Z',
      focusSeconds: 1800,
    };
    for (const over of [inside, around]) expect((await save(headers, session(over))).statusCode).toBe(409);
    // A replay of the saved one is still its receipt, and a session starting as it ended is fine.
    expect((await save(headers, first)).statusCode).toBe(200);
    const next = session({
      startedAt: '2026-11-26T18:28:00.000Z',
      endedAt: '2026-11-26T18:45:00.000Z',
      focusSeconds: 17 * 60,
    });
    expect((await save(headers, next)).statusCode).toBe(201);
    const w = await week(headers);
    expect(minutesOn(w, '2026-11-26')).toBe(18);
    expect(minutesOn(w, '2026-11-27')).toBe(17);
  });

  it('refuses copies of one 90-minute session sent at once: the first counts, the rest overlap it', async () => {
    const { headers } = await student();
    const ninety = {
      startedAt: '2026-11-26T10:00:00.000Z',
      endedAt: '2026-11-26T11:30:00.000Z',
      focusSeconds: 5400,
    };
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => save(headers, session(ninety)).then((r) => r.statusCode)),
    );
    expect(answers.filter((s) => s === 201)).toHaveLength(1);
    expect(answers.filter((s) => s === 409)).toHaveLength(29);
    expect(minutesOn(await week(headers), '2026-11-26')).toBe(90);
  });

  it('refuses a session that would take an Indian day past 24 hours with 409 STUDY_DAY_FULL', async () => {
    const { headers } = await student();
    const at = (ms: number) => new Date(ms).toISOString();
    // 23:00 IST on the 19th → 00:30 IST on the 20th counts on the 20th; then fifteen more 90-minute
    // sessions back to back fill the 20th to 23:00 IST: 24 hours on one day, none overlapping.
    let start = Date.parse('2026-11-19T17:30:00.000Z');
    for (let i = 0; i < 16; i++) {
      const end = start + 90 * 60_000;
      const res = await save(
        headers,
        session({ startedAt: at(start), endedAt: at(end), focusSeconds: 5400 }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().session.day).toBe('2026-11-20');
      start = end;
    }
    const more = await save(
      headers,
      session({ startedAt: at(start), endedAt: at(start + 30 * 60_000), focusSeconds: 1800 }),
    );
    expect(more.statusCode).toBe(409);
    expect(more.json().error).toMatchObject({ code: 'STUDY_DAY_FULL', field: 'focusSeconds' });
    // The next day has room again.
    const nextDay = Date.parse('2026-11-20T18:40:00.000Z');
    const fine = session({ startedAt: at(nextDay), endedAt: at(nextDay + 30 * 60_000), focusSeconds: 1800 });
    expect((await save(headers, fine)).statusCode).toBe(201);
  });

  it('accepts an end a little ahead of the server’s clock (a phone’s clock may run fast)', async () => {
    const { headers } = await student();
    const ahead = session({
      startedAt: '2026-11-26T18:30:00.000Z',
      endedAt: '2026-11-26T18:53:00.000Z',
      focusSeconds: 23 * 60,
    });
    expect((await save(headers, ahead)).statusCode).toBe(201);
  });
});
