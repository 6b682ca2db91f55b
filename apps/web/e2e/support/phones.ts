import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { collectPageErrors, phone } from './browser.ts';
import { text } from './locales.ts';
import { closePotdDialog } from './potd-dialog.ts';
import { signInAs } from './sign-in.ts';

/** Journeys with two people on two phones (the community's, the live test's): each phone, signed in. */
export type Lang = 'hi' | 'en';
export interface Phone {
  lang: Lang;
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** A 360×800 phone in its own browser context, signed in as `username` in `lang`, the day's dialog closed. */
export async function openPhone(
  browser: Browser,
  baseUrl: string,
  lang: Lang,
  username: string,
  password: string,
): Promise<Phone> {
  const context = await browser.newContext({ viewport: phone, locale: lang === 'hi' ? 'hi-IN' : 'en-IN' });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await signInAs(page, baseUrl, lang, username, password);
  await closePotdDialog(page);
  return { lang, context, page, errors };
}

/** A string of the phone's language. */
export const t = (p: Phone, key: string, vars?: Record<string, string | number>) => text(p.lang, key, vars);

/** The chat's message box, and waiting for the chat's socket to connect. */
export const composer = (p: Phone) => p.page.getByRole('textbox', { name: t(p, 'community.chat.write') });
export const connected = (p: Phone) =>
  expect.poll(() => p.page.locator('[data-connection]').getAttribute('data-connection')).toBe('connected');

/** A chat message on screen by its exact text (the row carries its seq). */
export const messageRow = (p: Phone, body: string) =>
  p.page.locator('[data-seq]').filter({ has: p.page.getByText(body, { exact: true }) });
