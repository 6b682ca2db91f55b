import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { apiCall, type Session, signUpStudent } from './support/api.ts';
import { chromiumArgs, chromiumPath, screenshot } from './support/browser.ts';
import {
  composer,
  connected,
  type Lang,
  openPhone as openPhoneIn,
  type Phone,
  messageRow as row,
  t,
} from './support/phones.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * Issue 19's journey: two students on two phones (360×800), Asha in Hindi and Ravi in English. Asha
 * creates a private group and shares its code; Ravi joins by the invite link; they exchange messages,
 * see each other typing and Asha's message "seen by 1"; Asha edits hers, Ravi reacts, writes one by
 * mistake and deletes it. Then Ravi's phone goes offline: his two messages wait as pending, and when
 * the network returns Asha sees them once each, in order, as the database holds them.
 */

const password = 'Tayari#2026';
let server: RunningServer;
let browser: Browser;
let asha: Session;
let ravi: Session;
let a: Phone;
let b: Phone;
let groupId = '';
let code = '';

const openPhone = (lang: Lang, username: string) =>
  openPhoneIn(browser, server.url, lang, username, password);

async function send(p: Phone, body: string) {
  await composer(p).fill(body);
  await composer(p).press('Enter');
}

async function messageAction(p: Phone, body: string, action: string) {
  await row(p, body)
    .getByRole('button', { name: t(p, 'community.chat.actions') })
    .click();
  await p.page.getByRole('menuitem', { name: action }).click();
}

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_ENABLED: 'false' });
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  asha = await signUpStudent(server.url, { name: 'Asha Verma', username: 'cj_asha', password });
  ravi = await signUpStudent(server.url, { name: 'Ravi Kumar', username: 'cj_ravi', password });
  a = await openPhone('hi', 'cj_asha');
  b = await openPhone('en', 'cj_ravi');
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the learning community on two phones, in Hindi and English', () => {
  beforeEach(() =>
    onTestFailed(async () => {
      await screenshot(a.page, 'community-failed-hi').catch(() => undefined);
      await screenshot(b.page, 'community-failed-en').catch(() => undefined);
    }),
  );

  it('Asha creates a private group; Ravi joins with its code by the invite link', async () => {
    await a.page.goto(`${server.url}/group-management?tab=create`);
    await a.page.getByLabel(t(a, 'community.create.name')).fill('SSC CGL गणित 2027');
    await a.page.getByLabel(t(a, 'community.create.description')).fill('रोज़ 20 सवाल, शाम 7 बजे चर्चा');
    await a.page.getByLabel(t(a, 'community.create.exam')).selectOption('SSC_CGL_TIER_1');
    await a.page.getByText(t(a, 'community.visibility.private'), { exact: true }).click();
    await a.page.getByRole('button', { name: t(a, 'community.create.coverN', { n: 4 }) }).click();
    await a.page.getByRole('button', { name: t(a, 'community.create.submit') }).click();
    await a.page.waitForURL(/\/group-chat\//);
    groupId = new URL(a.page.url()).pathname.split('/').pop() ?? '';
    await connected(a);
    await expect.poll(() => a.page.getByText(t(a, 'community.chat.empty')).isVisible()).toBe(true);

    await a.page.getByRole('button', { name: t(a, 'community.settings.open') }).click();
    code = (await a.page.getByTestId('invite-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    await screenshot(a.page, 'community-settings-hi');
    await a.page.keyboard.press('Escape');

    await b.page.goto(`${server.url}/group-management?code=${code}`);
    await expect.poll(() => b.page.getByLabel(t(b, 'community.join.code')).inputValue()).toBe(code);
    await b.page.getByRole('button', { name: t(b, 'community.join.submit') }).click();
    await b.page.waitForURL(`**/group-chat/${groupId}`);
    await connected(b);
  });

  it('they exchange messages, see each other typing and a read receipt', async () => {
    await composer(a).pressSequentially('नमस्ते', { delay: 40 });
    await expect
      .poll(() => b.page.getByText(t(b, 'community.typing.one', { name: 'Asha Verma' })).isVisible())
      .toBe(true);
    await composer(a).fill('नमस्ते! आज प्रतिशत के 20 सवाल करेंगे 📚');
    await composer(a).press('Enter');
    await expect.poll(() => row(b, 'नमस्ते! आज प्रतिशत के 20 सवाल करेंगे 📚').count()).toBe(1);
    // Ravi has it on screen, so it is read: Asha sees "seen by 1" under her message.
    await expect
      .poll(() =>
        row(a, 'नमस्ते! आज प्रतिशत के 20 सवाल करेंगे 📚')
          .getByText(t(a, 'community.chat.seenBy_one', { count: 1 }))
          .isVisible(),
      )
      .toBe(true);
    await send(b, 'Hello Asha! Ready when you are');
    await expect.poll(() => row(a, 'Hello Asha! Ready when you are').count()).toBe(1);
  });

  it('Asha edits hers, Ravi reacts to it, and a message deleted leaves a tombstone', async () => {
    await messageAction(a, 'नमस्ते! आज प्रतिशत के 20 सवाल करेंगे 📚', t(a, 'community.chat.edit'));
    await composer(a).fill('नमस्ते! आज प्रतिशत और लाभ-हानि के 20 सवाल करेंगे 📚');
    await composer(a).press('Enter');
    const edited = 'नमस्ते! आज प्रतिशत और लाभ-हानि के 20 सवाल करेंगे 📚';
    await expect
      .poll(() => row(b, edited).getByText(t(b, 'community.chat.edited'), { exact: false }).count())
      .toBe(1);

    await messageAction(b, edited, t(b, 'community.chat.reactWith', { emoji: '👍' }));
    const reaction = t(a, 'community.chat.reactionCount_one', { emoji: '👍', count: 1 });
    await expect.poll(() => row(a, edited).getByRole('button', { name: reaction }).count()).toBe(1);

    await send(b, 'oops, wrong group');
    await expect.poll(() => row(a, 'oops, wrong group').count()).toBe(1);
    await messageAction(b, 'oops, wrong group', t(b, 'community.chat.delete'));
    await b.page
      .getByRole('dialog')
      .getByRole('button', { name: t(b, 'community.chat.delete') })
      .click();
    await expect.poll(() => a.page.getByText(t(a, 'community.chat.deleted')).count()).toBe(1);
    await expect.poll(() => a.page.getByText('oops, wrong group', { exact: true }).count()).toBe(0);
    await screenshot(a.page, 'community-chat-hi');
    await screenshot(b.page, 'community-chat-en');
  });

  it('offline, two messages wait as pending; back online, they arrive once each and in order', async () => {
    await b.context.setOffline(true);
    await expect
      .poll(() => b.page.locator('[data-connection]').getAttribute('data-connection'))
      .toBe('disconnected');
    await send(b, 'offline one: 15% of 240?');
    await send(b, 'offline two: it is 36');
    await expect.poll(() => b.page.locator('[data-pending]').count()).toBe(2);
    await expect.poll(() => b.page.getByText(t(b, 'community.chat.pending')).count()).toBe(2);
    await screenshot(b.page, 'community-offline-en');
    // Leaving the screen and coming back (still offline) finds them on the phone (IndexedDB).
    await b.page.goBack();
    await b.page.waitForURL(/\/group-management/);
    await b.page.goForward();
    await b.page.waitForURL(`**/group-chat/${groupId}`);
    await expect.poll(() => b.page.locator('[data-pending]').count()).toBe(2);
    // Nothing reached Asha meanwhile.
    expect(await a.page.getByText('offline one: 15% of 240?', { exact: true }).count()).toBe(0);

    await b.context.setOffline(false);
    await connected(b);
    await expect.poll(() => b.page.locator('[data-pending]').count()).toBe(0);
    await expect.poll(() => row(a, 'offline two: it is 36').count()).toBe(1);
    expect(await row(a, 'offline one: 15% of 240?').count()).toBe(1);
    const seqOf = async (p: Phone, body: string) => Number(await row(p, body).getAttribute('data-seq'));
    expect(await seqOf(a, 'offline one: 15% of 240?')).toBeLessThan(await seqOf(a, 'offline two: it is 36'));
    expect(await row(b, 'offline one: 15% of 240?').count()).toBe(1);

    // The database holds each once, in the order typed, and both phones show its history.
    const history = await apiCall<{ data: { seq: number; text: string | null }[] }>(
      server.url,
      `/community/groups/${groupId}/messages?limit=100`,
      { token: ravi.token },
    );
    const texts = history.data.map((m) => m.text);
    expect(texts.filter((x) => x?.startsWith('offline'))).toEqual([
      'offline one: 15% of 240?',
      'offline two: it is 36',
    ]);
    for (const p of [a, b]) {
      const seqs = await p.page
        .locator('[data-seq]')
        .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-seq'))));
      expect(seqs).toEqual(history.data.map((m) => m.seq));
    }
    await screenshot(a.page, 'community-delivered-hi');
  });

  it('My groups lists the group with its last message; no page errored', async () => {
    await a.page.goto(`${server.url}/group-management`);
    await expect.poll(() => a.page.getByText('SSC CGL गणित 2027').count()).toBe(1);
    await screenshot(a.page, 'community-my-groups-hi');
    expect(asha.user.id).not.toBe(ravi.user.id);
    // A websocket refused while offline is the browser's own log line, not the app's error.
    const real = (errors: string[]) =>
      errors.filter((e) => !/WebSocket|ERR_INTERNET_DISCONNECTED|net::/.test(e));
    expect(real(a.errors)).toEqual([]);
    expect(real(b.errors)).toEqual([]);
  });
});
