import type { Page } from 'playwright-core';
import { text } from './locales.ts';

/** Signs in as the seeded demo student through the real form, in the given language. */
export async function signInDemoStudent(page: Page, baseUrl: string, lang: 'hi' | 'en' = 'hi') {
  await page.goto(`${baseUrl}/signin`);
  await page.evaluate((l) => localStorage.setItem('selectedLanguage', l), lang);
  await page.reload();
  await page.getByLabel(text(lang, 'auth.signin.identifier'), { exact: true }).fill('demo_student');
  await page.getByLabel(text(lang, 'auth.signin.password'), { exact: true }).fill('Abhyas@2026');
  await page.getByRole('button', { name: text(lang, 'auth.signin.submit'), exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
}
