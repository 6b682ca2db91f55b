import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { freshDevice } from './test/device';
import { enterHall } from './test/enter-hall';
import { hallServer } from './test/hall-server';

vi.mock('./lib/idb-store', () => import('./test/device'));

beforeEach(freshDevice);

const visibleMains = () => [...document.querySelectorAll('main')].filter((m) => !m.hidden);

describe('the hall layout', { timeout: 20_000 }, () => {
  it('has one <main> while open (the frame’s is hidden), and gives it back on leaving', async () => {
    const { fixture } = hallServer({ sectional: false, minutes: 60, startedAt: Date.now() });
    const { user, router } = await renderApp(fixture.path);
    await user.click(await screen.findByRole('checkbox'));
    expect(visibleMains()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'मैं शुरू करने के लिए तैयार हूँ' }));
    const hall = await screen.findByTestId('exam-hall');
    await within(hall).findByTestId('question');

    expect(document.querySelectorAll('main')).toHaveLength(2);
    expect(visibleMains()).toEqual([within(hall).getByRole('main')]);
    expect(screen.getAllByRole('main')).toHaveLength(1);

    await act(() => router.navigate('/exams'));
    expect(screen.queryByTestId('exam-hall')).not.toBeInTheDocument();
    expect(visibleMains()).toHaveLength(1);
    expect(document.getElementById('main')?.hidden).toBe(false);
  });

  it('labels the official buttons on one line for a phone, with the Hindi gloss in the name and from sm up', async () => {
    const { fixture } = hallServer({ sectional: false, minutes: 60, startedAt: Date.now() });
    const { hall } = await enterHall(fixture.path);
    const official = {
      'Save & Next / सेव करें और आगे बढ़ें': 'Save & Next',
      'Mark for Review & Next / समीक्षा के लिए चिह्नित करें': 'Mark for Review & Next',
      'Clear Response / उत्तर हटाएँ': 'Clear Response',
    };
    for (const [name, label] of Object.entries(official)) {
      const button = within(hall).getByRole('button', { name });
      const phone = within(button).getByText(label, { exact: true });
      expect(phone).toHaveClass('whitespace-nowrap', 'sm:hidden');
      expect(within(button).getByText(name, { exact: true })).toHaveClass('hidden', 'sm:inline');
    }
    // Every control of the hall keeps a 48 px target.
    for (const button of within(hall).getAllByRole('button'))
      expect(button.className, button.getAttribute('aria-label') ?? button.textContent ?? '').toMatch(
        /(^|\s)min-h-12(\s|$)|(^|\s)size-12(\s|$)/,
      );
  });

  it('keeps the question number and the view controls on one row: the number wraps, the controls do not', async () => {
    const { fixture } = hallServer({ sectional: false, minutes: 60, startedAt: Date.now() });
    const { user } = await renderApp(fixture.path, { language: 'en' });
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'I am ready to begin' }));
    const heading = await screen.findByRole('heading', { name: /^Question 1 of \d+$/ });
    // At 360 px "Question 23 of 100" did not fit beside the 224 px of controls, and a wrapping row put
    // them on a second line: 24 px less question in English (the walk's screenshots).
    const row = heading.parentElement as HTMLElement;
    expect(row).not.toHaveClass('flex-wrap');
    expect(heading).toHaveClass('min-w-0');
    expect(heading).not.toHaveClass('whitespace-nowrap');
    expect(row.lastElementChild).toHaveClass('shrink-0');
    expect(
      within(row.lastElementChild as HTMLElement).getByRole('button', { name: 'English' }),
    ).toBeInTheDocument();
  });

  it('keeps "back to the test" of the section summary under the thumb on a phone (sticky at the bottom)', async () => {
    const { fixture } = hallServer({ sectional: false, minutes: 60, startedAt: Date.now() });
    const { user, hall } = await enterHall(fixture.path);
    const [overview] = within(hall).getAllByRole('link', { name: 'खंडों का सारांश' });
    if (!overview) throw new Error('no overview link');
    await user.click(overview);
    const back = await screen.findByRole('link', { name: 'टेस्ट पर लौटें' });
    // At 360×800 it sat below every section's card: the walk had to scroll to find the way back.
    expect(back.parentElement).toHaveClass('sticky', 'bottom-0', 'sm:static');
  });
});
