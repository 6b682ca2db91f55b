import type { BankQuestion } from '@abhyas/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDailyNotices } from '../src/modules/potd/daily-notices.ts';
import { storeQuestions } from '../src/modules/questions/store.ts';
import { student } from './exam-factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

// The day's notices against a fake clock: the Problem of the Day announced once a day from 07:00
// IST as one notice for everyone, and the evening reminder only to students whose streak ends at
// midnight, once.
let t: TestApp;
type Headers = Record<string, string>;
const question = (n: number): BankQuestion => ({
  subject: 'history',
  topic: n % 2 ? 'modern-history' : 'ancient-history',
  difficulty: 'easy',
  text: { hi: `प्रश्न ${n}`, en: `Question ${n}` },
  options: [
    { hi: 'क', en: 'A' },
    { hi: 'ख', en: 'B' },
  ],
  answer: 1,
  explanation: { hi: 'क्योंकि', en: 'Because' },
});
const setIst = (local: string) => t.clock.advance(Date.parse(`${local}:00+05:30`) - t.clock().getTime());
const titles = async (headers: Headers) =>
  (
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: { ...headers, 'accept-language': 'en' },
      })
    ).json().data as { id: string; title: string }[]
  ).map((n) => n.title);
const solve = (headers: Headers) =>
  t.app.inject({ method: 'POST', url: '/api/potd/submit', headers, payload: { answer: 'A' } });

beforeAll(async () => {
  t = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: String(30 * 86_400) });
  await t.database.db.transaction((tx) => storeQuestions(tx, [1, 2, 3, 4].map(question)));
});
afterAll(async () => t?.close());

describe("the day's notices", () => {
  it('announces the day’s problem once, from 07:00 IST, to everyone; a student may hide it', async () => {
    const a = await student(t.app, t.database.db);
    const b = await student(t.app, t.database.db);
    setIst('2026-12-10T06:30');
    expect((await runDailyNotices(t.app.deps)).announced).toBe(false);
    setIst('2026-12-10T08:00');
    expect((await runDailyNotices(t.app.deps)).announced).toBe(true);
    expect((await runDailyNotices(t.app.deps)).announced).toBe(false);
    expect(await titles(a.headers)).toEqual(["Today's Problem of the Day is here"]);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/notifications', headers: a.headers })
    ).json();
    const hide = await t.app.inject({
      method: 'DELETE',
      url: `/api/notifications/${list.data[0].id}`,
      headers: a.headers,
    });
    expect(hide.json()).toEqual({ ok: true });
    expect(await titles(a.headers)).toEqual([]);
    expect(await titles(b.headers)).toEqual(["Today's Problem of the Day is here"]);
  });

  it('reminds in the evening only those whose streak ends at midnight, once', async () => {
    const atRisk = await student(t.app, t.database.db);
    const safe = await student(t.app, t.database.db);
    setIst('2026-12-11T09:00');
    expect((await solve(atRisk.headers)).json().success).toBe(true);
    expect((await solve(safe.headers)).json().success).toBe(true);
    setIst('2026-12-12T10:00');
    expect((await solve(safe.headers)).json().success).toBe(true);
    setIst('2026-12-12T18:30');
    expect((await runDailyNotices(t.app.deps)).reminded).toBe(0);
    setIst('2026-12-12T19:15');
    expect((await runDailyNotices(t.app.deps)).reminded).toBe(1);
    expect((await runDailyNotices(t.app.deps)).reminded).toBe(0);
    expect(await titles(atRisk.headers)).toContain('Your streak is at risk');
    expect(await titles(safe.headers)).not.toContain('Your streak is at risk');
  });
});
