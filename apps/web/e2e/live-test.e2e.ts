import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../../test-support/server-process.ts';
import { apiCall, type Session, signUpStudent } from './support/api.ts';
import {
  type Browser,
  collectPageErrors,
  desktop,
  openBrowser,
  phone,
  screenshot,
} from './support/browser.ts';
import { type LiveApp, pgQuery, rawCall, startLiveApp } from './support/live.ts';
import { text } from './support/locales.ts';
import { closePotdDialog } from './support/potd-dialog.ts';

/**
 * Issue 20's live test end to end: two browsers (Asha on a phone in Hindi, her clock three minutes
 * slow; Ravi on a desktop in English) and 50 API clients. Register, the lobby's countdown, everyone's
 * Join opening at the server's zero, one late joiner told the minutes left, submit, ranks hidden
 * until the window closes, then published with equal scores sharing a rank.
 *
 * The server's clock cannot be moved, and scheduling asks for five minutes' lead and the template's
 * length (hours): as the live-day bench does, the test is scheduled through the admin API and then
 * its start and end are moved in PostgreSQL (before anyone joins) to a few seconds ahead and a
 * 2½-minute test (publication follows the stored end; an attempt's deadline is still the start plus
 * the template's length, so nobody here waits for it). The server runs on PostgreSQL for that (bench/targets/live-app.ts: the real app
 * with the reserved live papers seeded as unpublished sets and 50 candidates written).
 */

const password = 'Tayari#2026';
const benchPassword = 'bench-Password-1';
const adminDb = 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `live_web_e2e_${process.pid}`;
const dbUrl = `postgres://postgres@127.0.0.1:5432/${dbName}`;
const dist = process.env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist');
const START_IN_MS = 45_000;
const TEST_MS = 150_000;

let app: LiveApp | undefined;
let base = '';
let liveTestId = '';
let startsAt = 0;
let endsAt = 0;
let phoneBrowser: Browser;
let deskBrowser: Browser;
let asha: Page;
let ravi: Page;
const clients: Session[] = [];

const sql = pgQuery;
const api = <T>(p: string, init: { method?: string; token?: string; body?: unknown } = {}) =>
  apiCall<T>(base, p, init);
const raw = (p: string, token: string, method = 'GET', body?: unknown) =>
  rawCall(base, p, token, method, body);

async function signInPage(page: Page, lang: 'hi' | 'en', username: string) {
  await page.goto(`${base}/signin`);
  await page.evaluate((l) => localStorage.setItem('selectedLanguage', l), lang);
  await page.reload();
  await page.getByLabel(text(lang, 'auth.signin.identifier'), { exact: true }).fill(username);
  await page.getByLabel(text(lang, 'auth.signin.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: text(lang, 'auth.signin.submit'), exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
  await closePotdDialog(page);
}

/** The page at 360×800 and at 1280×800 (then back to its own size), for the screens this journey shows. */
async function shots(page: Page, name: string) {
  const own = page.viewportSize() ?? phone;
  for (const size of [phone, desktop]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await screenshot(page, `${name}-${size.width}`);
  }
  await page.setViewportSize(own);
}

const joinButton = (page: Page, lang: 'hi' | 'en') =>
  page.getByRole('button', { name: text(lang, 'liveTests.lobby.join'), exact: true });

beforeAll(async () => {
  await sql(adminDb, `drop database if exists ${dbName}`);
  await sql(adminDb, `create database ${dbName}`);
  app = await startLiveApp(dbUrl, dist);
  base = app.base;
  // A platform admin schedules the UGC NET live paper (the bench's own test sits a day ahead on the other paper).
  const admin = await signUpStudent(base, { name: 'Priya Admin', username: 'lt_admin', password });
  await sql(dbUrl, `update users set role = 'admin' where id = $1`, [admin.user.id]);
  const adminSession = await api<Session>('/auth/signin', {
    method: 'POST',
    body: { identifier: 'lt_admin', password },
  });
  const [set] = await sql<{ id: string }>(
    dbUrl,
    `select id from practice_sets where slug = 'ugc-net-live-1'`,
  );
  const scheduled = await api<{ id: string }>('/admin/live-tests', {
    method: 'POST',
    token: adminSession.token,
    body: {
      liveKey: 'UGC_NET_LIVE',
      setId: set?.id,
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
      joinMinutes: 2,
      title: { hi: 'यूजीसी नेट लाइव टेस्ट 1', en: 'UGC NET live test 1' },
    },
  });
  liveTestId = scheduled.id;
  // 50 API clients: the bench's candidates (bench_l1…50, already written), signed in through the API.
  for (let i = 1; i <= 50; i += 1)
    clients.push(
      await api<Session>('/auth/signin', {
        method: 'POST',
        body: { identifier: `bench_l${i}`, password: benchPassword },
      }),
    );
  await signUpStudent(base, { name: 'Asha Verma', username: 'lt_asha', password });
  await signUpStudent(base, { name: 'Ravi Kumar', username: 'lt_ravi', password });
  phoneBrowser = await openBrowser({ viewport: phone });
  deskBrowser = await openBrowser({ viewport: desktop });
  asha = await phoneBrowser.newPage();
  ravi = await deskBrowser.newPage();
  const ea = collectPageErrors(asha);
  const eb = collectPageErrors(ravi);
  (globalThis as { liveErrors?: string[][] }).liveErrors = [ea, eb];
  await signInPage(asha, 'hi', 'lt_asha');
  await signInPage(ravi, 'en', 'lt_ravi');
}, 240_000);

afterAll(async () => {
  // What the server said, and where the attempts stand, for a journey that failed.
  const rows = await sql(dbUrl, `select a.status, count(*)::int as n from attempts a group by 1`).catch(
    () => [],
  );
  console.log('attempts by status', JSON.stringify(rows), '\nserver log tail:\n', app?.output().slice(-3000));
  await phoneBrowser?.close();
  await deskBrowser?.close();
  if (app && app.proc.exitCode === null) app.proc.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  await sql(adminDb, `drop database if exists ${dbName} with (force)`).catch(() => undefined);
});

describe('a live test in two browsers and 50 API clients', () => {
  it('both students register from the list; the clients register through the API', async () => {
    // Move the test to START_IN_MS from now, 2½ minutes long, its reminder counted as sent.
    startsAt = Date.now() + START_IN_MS;
    endsAt = startsAt + TEST_MS;
    await sql(
      dbUrl,
      `update live_tests set starts_at = $2, ends_at = $3, reminded_at = now() where id = $1`,
      [liveTestId, new Date(startsAt).toISOString(), new Date(endsAt).toISOString()],
    );
    // Asha's phone runs three minutes slow: only the server's clock may decide her Join.
    await asha.clock.install({ time: Date.now() - 3 * 60_000 });
    for (const [page, lang] of [
      [asha, 'hi'],
      [ravi, 'en'],
    ] as const) {
      await page.goto(`${base}/mock-test`);
      const card = page
        .getByRole('listitem')
        .filter({ has: page.locator(`a[href="/mock-test/${liveTestId}"]`) });
      await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
      await shots(page, `live-list-${lang}`);
      await card
        .first()
        .getByRole('button', { name: text(lang, 'liveTests.card.register'), exact: true })
        .click();
      await expect
        .poll(() => page.getByText(text(lang, 'liveTests.card.registered'), { exact: true }).count())
        .toBe(1);
    }
    // The clients register through the API (the bench's setup registered them for its own test only).
    const answers = await Promise.all(
      clients.map((c) => raw(`/live-tests/${liveTestId}/registration`, c.token, 'POST')),
    );
    expect(answers.map((a) => a.status).filter((s) => s >= 300)).toEqual([]);
    const detail = await api<{ test: { registrations: number } }>(`/live-tests/${liveTestId}`, {
      token: clients[0]?.token,
    });
    expect(detail.test.registrations).toBe(52);
  });

  it(
    'the lobby counts down on the server’s clock and both Join buttons open at the server’s zero',
    async () => {
      await asha.goto(`${base}/mock-test/${liveTestId}`);
      await ravi.goto(`${base}/mock-test/${liveTestId}`);
      for (const [page, lang] of [
        [asha, 'hi'],
        [ravi, 'en'],
      ] as const) {
        await expect.poll(() => page.getByTestId('live-countdown').count()).toBe(1);
        expect(await joinButton(page, lang).isDisabled()).toBe(true);
        // Under the START_IN_MS, whatever the device's clock says (Asha's would count 3 more minutes).
        const shown = (await page.getByTestId('live-countdown').innerText()).match(/(\d\d):(\d\d)/);
        const seconds = Number(shown?.[1]) * 60 + Number(shown?.[2]);
        expect(seconds).toBeGreaterThan(0);
        expect(seconds).toBeLessThanOrEqual(START_IN_MS / 1000);
      }
      await shots(asha, 'live-lobby-hi');
      await shots(ravi, 'live-lobby-en');
      // Neither opens before the start; both open within 1.5 s after it (the lobby ticks four times a second).
      const opened = await Promise.all(
        [
          [asha, 'hi'],
          [ravi, 'en'],
        ].map(async ([page, lang]) => {
          await joinButton(page as Page, lang as 'hi' | 'en').waitFor({ state: 'visible' });
          await (page as Page).waitForFunction(
            (name) =>
              [...document.querySelectorAll('button')].some((b) => b.textContent === name && !b.disabled),
            text(lang as 'hi' | 'en', 'liveTests.lobby.join'),
            { timeout: START_IN_MS + 10_000, polling: 100 },
          );
          return Date.now();
        }),
      );
      for (const at of opened) {
        expect(at).toBeGreaterThanOrEqual(startsAt - 300);
        expect(at - startsAt).toBeLessThan(1500);
      }
    },
    START_IN_MS + 30_000,
  );

  it('Asha joins on time, answers and submits; the clients sit it with pairs of equal answers', async () => {
    await joinButton(asha, 'hi').click();
    await asha.waitForURL(/\/exams\/[^/]+\/ugc-net-live-1\?attempt=/);
    await asha.getByTestId('question').getByRole('radio').first().check();
    await asha.getByRole('button', { name: text('hi', 'hall.buttons.saveNext') }).click();
    await screenshot(asha, 'live-hall-hi-360');
    // The clients: join, read the paper, answer, submit. Client 2k and 2k+1 answer alike: equal scores.
    await Promise.all(
      clients.map(async (c, i) => {
        const joined = await raw(`/live-tests/${liveTestId}/join`, c.token, 'POST');
        expect(joined.status).toBe(200);
        const attemptId = String(joined.body?.attemptId);
        const again = await raw(`/live-tests/${liveTestId}/join`, c.token, 'POST');
        expect(again.body?.attemptId).toBe(attemptId);
        const state = await raw(`/attempts/${attemptId}`, c.token);
        const questions = (state.body?.questions ?? []) as { id: string }[];
        expect(questions.length).toBeGreaterThan(0);
        const pair = Math.floor(i / 2);
        const saves = questions.slice(0, 20).map((q, k) => ({
          seq: k + 1,
          questionId: q.id,
          answer: (pair + k) % 4,
          marked: false,
          timeSpentMs: 1000,
        }));
        const saved = await raw(`/attempts/${attemptId}/saves`, c.token, 'POST', { saves });
        expect(saved.status).toBe(200);
        // Ranks are hidden while the test runs.
        const early = await raw(`/live-tests/${liveTestId}/results`, c.token);
        expect(early.status).toBe(409);
        expect((early.body?.error as { code?: string })?.code).toBe('LIVE_RESULTS_PENDING');
        const submitted = await raw(`/attempts/${attemptId}/submit`, c.token, 'POST');
        expect([200, 409]).toContain(submitted.status);
      }),
    );
    await asha.getByRole('button', { name: text('hi', 'hall.buttons.submit') }).click();
    await asha.getByRole('button', { name: text('hi', 'hall.submit.confirm') }).click();
    await asha.waitForURL(`**/mock-test/${liveTestId}`);
    await screenshot(asha, 'live-after-submit-hi-360');
    await expect.poll(() => asha.getByTestId('live-pending').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await asha.getByText(text('hi', 'liveTests.lobby.submitted')).isVisible()).toBe(true);
    await screenshot(asha, 'live-pending-hi-360');
  }, 120_000);

  it(
    'Ravi joins late, is told the minutes left, answers and submits',
    async () => {
      const lateAt = startsAt + 65_000;
      await new Promise((r) => setTimeout(r, Math.max(0, lateAt - Date.now())));
      await expect
        .poll(() => ravi.getByText(/You are joining late: only \d+ minutes? of the test/).isVisible(), {
          timeout: 5000,
        })
        .toBe(true);
      const minutes = Math.floor((endsAt - Date.now()) / 60_000);
      expect(
        await ravi
          .getByText(
            text('en', minutes === 1 ? 'liveTests.lobby.late_one' : 'liveTests.lobby.late_other', {
              count: minutes,
            }),
          )
          .isVisible(),
      ).toBe(true);
      await screenshot(ravi, 'live-late-en-1280');
      await joinButton(ravi, 'en').click();
      await ravi.waitForURL(/\/exams\/[^/]+\/ugc-net-live-1\?attempt=/);
      await ravi.getByTestId('question').getByRole('radio').nth(1).check();
      await ravi.getByRole('button', { name: text('en', 'hall.buttons.saveNext') }).click();
      // He submits (the hall's own submit at the deadline is the hall's tests' business: the attempt's
      // deadline is the template's length from the start, which this journey's shortened test does not move).
      await ravi.getByRole('button', { name: text('en', 'hall.buttons.submit') }).click();
      await ravi.getByRole('button', { name: text('en', 'hall.submit.confirm') }).click();
      await ravi.waitForURL(`**/mock-test/${liveTestId}`);
      await expect.poll(() => ravi.getByTestId('live-pending').isVisible(), { timeout: 15_000 }).toBe(true);
      await screenshot(ravi, 'live-pending-en-1280');
    },
    TEST_MS + 60_000,
  );

  it('results stay hidden until the window closes, then publish with equal scores sharing a rank', async () => {
    const token = clients[0]?.token ?? '';
    const before = await raw(`/live-tests/${liveTestId}/leaderboard`, token);
    if (Date.now() < endsAt + 30_000) expect(before.status).toBe(409);
    // Publication comes with the ticker after the end plus 30 s of grace.
    let results = await raw(`/live-tests/${liveTestId}/results`, token);
    // The goal: published within 60 s of the due moment.
    const until = endsAt + 30_000 + 60_000;
    while (results.status !== 200 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 1000));
      results = await raw(`/live-tests/${liveTestId}/results`, token);
    }
    expect(results.status).toBe(200);
    const publishedAt = Date.now();
    expect(publishedAt - (endsAt + 30_000)).toBeLessThan(60_000);
    const summary = results.body?.summary as { candidates: number };
    const board = await raw(`/live-tests/${liveTestId}/leaderboard?page=1`, token);
    type Entry = { rank: number; score: number };
    const total = board.body?.total as number;
    // Every candidate who sat it is ranked (52, unless the server holds some out for review).
    console.log('live results: candidates', summary.candidates, 'on the board', total);
    expect(summary.candidates).toBe(total);
    expect(total).toBeGreaterThanOrEqual(2);
    const page2 = total > 50 ? await raw(`/live-tests/${liveTestId}/leaderboard?page=2`, token) : null;
    const all = [...((board.body?.items ?? []) as Entry[]), ...((page2?.body?.items ?? []) as Entry[])];
    expect(all).toHaveLength(total);
    // Competition ranks: 1 + how many scored more; equal scores share one.
    for (const e of all) expect(e.rank).toBe(1 + all.filter((o) => o.score > e.score).length);
    const shared = all.filter((e, _, list) => list.some((o) => o !== e && o.score === e.score));
    expect(shared.length).toBeGreaterThanOrEqual(2);
    // Each pair of clients answered alike: each sits on the same rank as its twin.
    const mine = await Promise.all(
      clients.slice(0, 4).map(
        async (c) =>
          (await raw(`/live-tests/${liveTestId}/results`, c.token)).body?.mine as {
            rank: number;
            score: number;
          },
      ),
    );
    expect(mine[0]?.score).toBe(mine[1]?.score);
    expect(mine[0]?.rank).toBe(mine[1]?.rank);
    expect(mine[2]?.rank).toBe(mine[3]?.rank);

    // Both browsers turn from "results at" to the results by themselves (the lobby asks again).
    for (const [page, lang] of [
      [asha, 'hi'],
      [ravi, 'en'],
    ] as const) {
      await expect.poll(() => page.getByTestId('live-rank').isVisible(), { timeout: 30_000 }).toBe(true);
      expect(await page.getByTestId('live-rank').innerText()).toContain(String(summary.candidates));
      await expect
        .poll(() => page.getByRole('list', { name: text(lang, 'liveTests.board.title') }).isVisible())
        .toBe(true);
    }
    await shots(asha, 'live-results-hi');
    await shots(ravi, 'live-results-en');
    const [ea, eb] = (globalThis as { liveErrors?: string[][] }).liveErrors ?? [[], []];
    // 409s are the lobby's expected "results pending"; a private `vite build` (WEB_DIST) has no service
    // worker, so the browser's refusal of its HTML stand-in is not the app's error.
    const noSw = process.env.WEB_DIST ? /unsupported MIME type \('text\/html'\)/ : /^$/;
    expect(
      [...(ea ?? []), ...(eb ?? [])].filter((e) => !/LIVE_RESULTS_PENDING|409/.test(e) && !noSw.test(e)),
    ).toEqual([]);
  }, 180_000);
});
