import type { Page } from 'playwright-core';
import { text } from './locales.ts';
import { closePotdDialog } from './potd-dialog.ts';

/**
 * Signs in as the seeded demo student through the real form, in the given language. The Problem
 * of the Day dialog that a sign-in brings is closed unless `keepPotdDialog` is set.
 */
export async function signInDemoStudent(
  page: Page,
  baseUrl: string,
  lang: 'hi' | 'en' = 'hi',
  { keepPotdDialog = false }: { keepPotdDialog?: boolean } = {},
) {
  await signInAs(page, baseUrl, lang, 'demo_student', 'Abhyas@2026');
  if (!keepPotdDialog) await closePotdDialog(page);
}

/** The real sign-in form, for any account; leaves the Problem of the Day dialog to the caller. */
export async function signInAs(
  page: Page,
  baseUrl: string,
  lang: 'hi' | 'en',
  identifier: string,
  password: string,
) {
  await page.goto(`${baseUrl}/signin`);
  await page.evaluate((l) => localStorage.setItem('selectedLanguage', l), lang);
  await page.reload();
  await page.getByLabel(text(lang, 'auth.signin.identifier'), { exact: true }).fill(identifier);
  await page.getByLabel(text(lang, 'auth.signin.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: text(lang, 'auth.signin.submit'), exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
}
