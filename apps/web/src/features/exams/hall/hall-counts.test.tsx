import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { freshDevice } from './test/device';
import { enterHall } from './test/enter-hall';
import { hallServer } from './test/hall-server';

vi.mock('./lib/idb-store', () => import('./test/device'));

beforeEach(freshDevice);

describe('the counts add up', { timeout: 20_000 }, () => {
  it('counts an answered-and-marked question once, in the submit dialog and the section summary', async () => {
    const server = hallServer({ sectional: false, minutes: 60, startedAt: Date.now() });
    const app = await enterHall(server.fixture.path);
    const { hall } = app;

    // Question 1 answered and marked for review; question 2 seen and left; question 3 seen.
    await app.user.click(within(hall).getByRole('radio', { name: /विकल्प 1.2/ }));
    await app.user.click(within(hall).getByRole('button', { name: /^Mark for Review & Next/ }));
    await within(hall).findByText('प्रश्न पाठ 2');
    await app.user.click(within(hall).getByRole('button', { name: /^Save & Next/ }));
    await within(hall).findByText('प्रश्न पाठ 3');

    await app.user.click(within(hall).getByRole('button', { name: /^Submit/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      '6 प्रश्नों में से: उत्तर दिए 0 · उत्तर दिए और समीक्षा के लिए चिह्नित 1 (जाँचे जाएँगे) · उत्तर नहीं दिए 2 · समीक्षा के लिए चिह्नित 0 · नहीं देखे 3।',
    );
    const [back] = within(dialog).getAllByRole('button', { name: 'टेस्ट पर लौटें' });
    if (!back) throw new Error('no way back');
    await app.user.click(back);

    const [overview] = within(hall).getAllByRole('link', { name: 'खंडों का सारांश' });
    if (!overview) throw new Error('no overview link');
    await app.user.click(overview);
    const card = (await screen.findByRole('heading', { name: 'अंग्रेज़ी भाषा' })).closest('li');
    if (!card) throw new Error('no section card');
    const values = within(card)
      .getAllByRole('definition')
      .map((dd) => Number(dd.textContent));
    // Five statuses then the total: 0 not visited, 1 not answered, 0 answered, 0 marked, 1 answered and marked.
    expect(values).toEqual([0, 1, 0, 0, 1, 2]);
    expect(values.slice(0, 5).reduce((a, b) => a + b, 0)).toBe(values[5]);
  });
});
