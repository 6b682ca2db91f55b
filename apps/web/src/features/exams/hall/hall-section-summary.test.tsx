import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { freezeDate, freshDevice } from './test/device';
import { enterHall } from './test/enter-hall';
import { hallServer } from './test/hall-server';

vi.mock('./lib/idb-store', () => import('./test/device'));

freezeDate();
beforeEach(freshDevice);

async function openSummary(hall: HTMLElement, click: (el: Element) => Promise<void>) {
  const [overview] = within(hall).getAllByRole('link', { name: 'खंडों का सारांश' });
  if (!overview) throw new Error('no overview link');
  await click(overview);
  await screen.findByRole('heading', { name: 'खंड', level: 1 });
}

const cardOf = async (name: string) => {
  const card = (await screen.findByRole('heading', { name })).closest('li');
  if (!card) throw new Error(`no card for ${name}`);
  return card;
};

describe('the section summary of a sectionally timed exam', { timeout: 20_000 }, () => {
  it('says a section still to come is not open yet and when it opens; only a past one is closed', async () => {
    // IBPS PO shape: three sections of 60 minutes from 10:00 IST.
    const { fixture } = hallServer({ sectional: true, minutes: 60, startedAt: Date.now() });
    const { hall, user } = await enterHall(fixture.path);
    vi.setSystemTime(fixture.closesAt[0] ?? 0);
    await within(hall).findByText('प्रश्न पाठ 3');
    await openSummary(hall, (el) => user.click(el));

    // The walk saw "बंद" (closed) under both sections the student could not open.
    expect(await cardOf('अंग्रेज़ी भाषा')).toHaveTextContent(/बंद$/);
    const later = await cardOf('तर्कशक्ति क्षमता');
    expect(later).toHaveTextContent('अभी नहीं खुला · दोपहर 12:00 पर खुलेगा');
    expect(later).not.toHaveTextContent('बंद');
    expect(within(await cardOf('संख्यात्मक अभियोग्यता')).getByRole('link')).toHaveTextContent(
      'संख्यात्मक अभियोग्यता खोलें',
    );
  });
});
