import type { Page } from 'playwright-core';

/**
 * A sign-in sets showPotdDialog, and the first page after it shows today's Problem of the Day as a
 * dialog while it is unsolved (docs/potd.md "Web"). Journeys about something else close it: this
 * waits until the frame has taken the flag and heard whether today is unsolved, then presses Escape
 * if the dialog opened. Call it only after a sign-in that succeeded.
 */
export async function closePotdDialog(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      localStorage.getItem('showPotdDialog') === null &&
      performance.getEntriesByType('resource').some((e) => e.name.includes('/api/potd/today')),
  );
  const dialog = page.locator('[role="dialog"]');
  try {
    // The page inside is a lazy chunk; it opens within a moment of the answer.
    await dialog.waitFor({ state: 'visible', timeout: 5000 });
  } catch {
    return;
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}
