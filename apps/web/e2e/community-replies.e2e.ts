import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type Session, signUpStudent } from './support/api.ts';
import { chromiumArgs, chromiumPath, screenshot } from './support/browser.ts';
import { setSlugsHolding, sitSets } from './support/open-questions.ts';
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
 * Replies, mentions and a shared question, on two phones (360×800): Meena in Hindi, Arjun in
 * English, in one group. Arjun replies to Meena's message and names her with `@` chosen from the
 * members offered; Meena sees the quoted line and her name highlighted, and taps the quote. Meena
 * shares a question she has opened (she sat its tests); its card opens the question's own page for
 * her, and for Arjun, whose tests still seal it, a page that says it cannot open now.
 */

const password = 'Tayari#2026';
let server: RunningServer;
let browser: Browser;
let meena: Session;
let arjun: Session;
let a: Phone;
let b: Phone;
let groupId = '';
let questionId = '';

const openPhone = (lang: Lang, username: string) =>
  openPhoneIn(browser, server.url, lang, username, password);

async function openChat(p: Phone) {
  await p.page.goto(`${server.url}/group-chat/${groupId}`);
  await connected(p);
}

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_ENABLED: 'false' });
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  meena = await signUpStudent(server.url, { name: 'Meena Sharma', username: 'cr_meena', password });
  arjun = await signUpStudent(server.url, { name: 'Arjun Rao', username: 'cr_arjun', password });
  const group = await apiCall<{ id: string }>(server.url, '/community/groups', {
    method: 'POST',
    token: meena.token,
    body: { name: 'राजव्यवस्था अभ्यास', visibility: 'private' },
  });
  groupId = group.id;
  const { inviteCode } = await apiCall<{ inviteCode: string }>(
    server.url,
    `/community/groups/${groupId}/invite-code`,
    { method: 'POST', token: meena.token },
  );
  await apiCall(server.url, '/community/groups/join-by-code', {
    method: 'POST',
    token: arjun.token,
    body: { code: inviteCode },
  });
  // Meena has sat every test holding a constitution question, so those are open to her (not to Arjun).
  await sitSets(
    server.url,
    meena.token,
    setSlugsHolding((q) => q.subject === 'polity' && q.topic === 'constitution'),
  );
  const bank = await apiCall<{ items: { id: string }[] }>(
    server.url,
    '/questions/bank?subject=polity&topic=constitution',
    { token: meena.token },
  );
  questionId = bank.items[0]?.id ?? '';
  expect(questionId).not.toBe('');
  a = await openPhone('hi', 'cr_meena');
  b = await openPhone('en', 'cr_arjun');
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('replies, mentions and a shared question', () => {
  it('Arjun replies to Meena and mentions her; she sees the quote and her highlighted name', async () => {
    await openChat(a);
    await openChat(b);
    const original = 'अनुच्छेद 32 को संविधान की आत्मा किसने कहा?';
    await composer(a).fill(original);
    await composer(a).press('Enter');
    await expect.poll(() => row(b, original).count()).toBe(1);

    await row(b, original)
      .getByRole('button', { name: t(b, 'community.chat.actions') })
      .click();
    await b.page.getByRole('menuitem', { name: t(b, 'community.reply.action') }).click();
    await b.page.getByText(t(b, 'community.reply.replyingTo', { name: 'Meena Sharma' })).waitFor();
    await composer(b).pressSequentially('It was Ambedkar, @cr_m', { delay: 20 });
    const offered = b.page.getByRole('button', { name: /@cr_meena/ });
    await offered.waitFor();
    await screenshot(b.page, 'community-mention-en');
    await composer(b).press('Enter');
    await expect.poll(() => composer(b).inputValue()).toBe('It was Ambedkar, @cr_meena ');
    await composer(b).pressSequentially('right?', { delay: 20 });
    await composer(b).press('Enter');
    const reply = 'It was Ambedkar, @cr_meena right?';

    // Meena's phone: the reply, its quoted line, and "@cr_meena" marked (text, not markup).
    const replyRow = a.page.locator('[data-seq]').filter({ hasText: 'It was Ambedkar' });
    await expect.poll(() => replyRow.count()).toBe(1);
    await replyRow.getByText('@cr_meena', { exact: true }).waitFor();
    const quote = replyRow.getByRole('button', { name: new RegExp(original.slice(0, 12)) });
    await quote.waitFor();
    await screenshot(a.page, 'community-reply-hi');
    await quote.click();

    // The server stored the reply with the message it answers.
    const history = await apiCall<{
      data: { seq: number; text: string | null; replyToSeq: number | null }[];
    }>(server.url, `/community/groups/${groupId}/messages?limit=50`, { token: meena.token });
    const originalSeq = history.data.find((m) => m.text === original)?.seq;
    expect(history.data.find((m) => m.text === reply)?.replyToSeq).toBe(originalSeq);
  });

  it('a shared question’s card opens its page; for a student it is sealed for, the page says so', async () => {
    await apiCall(server.url, `/community/groups/${groupId}/messages`, {
      method: 'POST',
      token: meena.token,
      body: { clientId: randomUUID(), text: 'यह प्रश्न हल करके देखो', questionId },
    });
    const card = (p: Phone) =>
      p.page.getByRole('link', { name: new RegExp(t(p, 'community.chat.sharedQuestion')) });
    await expect.poll(() => card(a).count()).toBe(1);
    await card(a).click();
    await a.page.waitForURL(`**/questions/item/${questionId}`);
    await a.page.getByRole('heading', { level: 1, name: t(a, 'questions.item.title') }).waitFor();
    await a.page.getByRole('button', { name: t(a, 'questions.reveal.show') }).waitFor();
    await a.page.getByRole('button', { name: t(a, 'share.open') }).waitFor();
    await screenshot(a.page, 'question-item-hi');

    await expect.poll(() => card(b).count()).toBe(1);
    await card(b).click();
    await b.page.waitForURL(`**/questions/item/${questionId}`);
    await b.page.getByText(t(b, 'questions.item.notFound')).waitFor();
    await screenshot(b.page, 'question-item-sealed-en');
  });

  it('no page errored', () => {
    // A private build made by `vite build` alone (WEB_DIST, without the prerender step) has no
    // sw.js: the service worker's failed registration is that build's, not the app's.
    const dist = process.env.WEB_DIST;
    const noWorker = dist !== undefined && !fs.existsSync(path.join(dist, 'sw.js'));
    const real = (errors: string[]) =>
      errors.filter((e) => !/WebSocket|net::/.test(e) && !(noWorker && /unsupported MIME type/.test(e)));
    expect(real(a.errors)).toEqual([]);
    // Arjun's one 404 is the sealed question's, which his page turned into "cannot open now".
    expect(real(b.errors).filter((e) => !/status of 404/.test(e))).toEqual([]);
    expect(real(b.errors).filter((e) => /status of 404/.test(e))).toHaveLength(1);
  });
});
