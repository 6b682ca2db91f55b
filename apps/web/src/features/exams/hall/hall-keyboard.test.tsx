import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { freshDevice } from './test/device';
import { enterHall } from './test/enter-hall';
import { hallServer } from './test/hall-server';

vi.mock('./lib/idb-store', () => import('./test/device'));

beforeEach(freshDevice);

describe('the hall from the keyboard', { timeout: 20_000 }, () => {
  it('chooses with space and arrows, saves with Enter, and puts focus on the next question', async () => {
    const { fixture, saves } = hallServer({ sectional: false, minutes: 60, startedAt: Date.now() });
    const { user, hall } = await enterHall(fixture.path);
    // Begin is gone with the instructions: focus starts on the first question, not lost on <body>.
    await waitFor(() => expect(within(hall).getByRole('heading', { name: 'प्रश्न 1 / 6' })).toHaveFocus());

    const radios = within(within(hall).getByTestId('question')).getAllByRole('radio');
    radios[0]?.focus();
    await user.keyboard(' ');
    expect(radios[0]).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(radios[1]).toBeChecked();
    expect(radios[1]).toHaveFocus();

    within(hall).getByRole('button', { name: 'Save & Next / सेव करें और आगे बढ़ें' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(hall).getByRole('heading', { name: 'प्रश्न 2 / 6' })).toHaveFocus());
    await waitFor(() =>
      expect(saves()).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ questionId: fixture.questionIds[0]?.[0], answer: 1, marked: false }),
        ]),
      ),
    );
  });

  it('opens the next question at its top, not where the last one was scrolled to', async () => {
    const { fixture } = hallServer({ sectional: false, minutes: 60, startedAt: Date.now() });
    const { user, hall } = await enterHall(fixture.path);
    await waitFor(() => expect(within(hall).getByRole('heading', { name: 'प्रश्न 1 / 6' })).toHaveFocus());
    // jsdom lays nothing out: the question area's scroll offset is kept by hand, as a browser would.
    const area = within(hall).getByTestId('question-area');
    let scrollTop = 0;
    Object.defineProperty(area, 'scrollTop', {
      configurable: true,
      get: () => scrollTop,
      set: (v: number) => {
        scrollTop = v;
      },
    });

    // Option 4 sits at the bottom of a long question: the student scrolled down to it.
    scrollTop = 640;
    await user.click(within(hall).getByRole('radio', { name: /विकल्प 1.4/ }));
    // The view language changes the same question: the place is kept.
    await user.click(within(hall).getByRole('button', { name: 'English' }));
    expect(scrollTop).toBe(640);
    await user.click(within(hall).getByRole('button', { name: 'Save & Next / सेव करें और आगे बढ़ें' }));
    await waitFor(() => expect(within(hall).getByRole('heading', { name: 'प्रश्न 2 / 6' })).toHaveFocus());
    expect(scrollTop).toBe(0);
    expect(within(hall).getByRole('radio', { name: /Option 2.1/ })).not.toBeChecked();
  });
});
