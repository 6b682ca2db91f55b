import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { freshDevice } from './test/device';
import { enterHall } from './test/enter-hall';
import { hallServer } from './test/hall-server';

vi.mock('./lib/idb-store', () => import('./test/device'));

beforeEach(freshDevice);

const saveNext = /^Save & Next/;

describe('an answer the server refuses', { timeout: 20_000 }, () => {
  it('is shown as not counted, with the reason, and the question shows the server’s answer again', async () => {
    let refuse = false;
    const server = hallServer({
      sectional: false,
      minutes: 60,
      startedAt: Date.now(),
      reject: (s) => refuse && s.questionId === server.fixture.questionIds[0]?.[0] && 'sectionNotOpen',
    });
    const q1 = server.fixture.questionIds[0]?.[0] ?? '';
    const { user, hall } = await enterHall(server.fixture.path);

    // Option 2 counts.
    await user.click(within(hall).getByRole('radio', { name: /विकल्प 1.2/ }));
    await user.click(within(hall).getByRole('button', { name: saveNext }));
    await waitFor(() => expect(server.held(q1)).toMatchObject({ answer: 1 }));

    // Back on question 1, option 3 is refused.
    refuse = true;
    await user.click(within(hall).getByRole('button', { name: /^प्रश्न 1,/ }));
    await user.click(within(hall).getByRole('radio', { name: /विकल्प 1.3/ }));
    await user.click(within(hall).getByRole('button', { name: saveNext }));

    const notice = await within(hall).findByTestId('refused-answers');
    expect(notice).toHaveTextContent('यह उत्तर नहीं गिना गया');
    expect(notice).toHaveTextContent('प्रश्न 1, आपका उत्तर: विकल्प 3।');
    expect(notice).toHaveTextContent('इस प्रश्न का खंड अभी खुला नहीं था।');
    expect(notice).toHaveTextContent('इस प्रश्न का सेव हुआ उत्तर: विकल्प 2।');
    expect(server.held(q1)).toMatchObject({ answer: 1 });
    // The hall shows what the server holds, not the refused choice.
    await user.click(within(hall).getByRole('button', { name: /^प्रश्न 1,/ }));
    expect(within(hall).getByRole('radio', { name: /विकल्प 1.2/ })).toBeChecked();
    expect(within(hall).getByRole('radio', { name: /विकल्प 1.3/ })).not.toBeChecked();

    await user.click(within(notice).getByRole('button', { name: 'ठीक है' }));
    expect(within(hall).queryByTestId('refused-answers')).toBeNull();
  });

  it('says why in English, and a refused first answer leaves the question unanswered', async () => {
    const server = hallServer({
      sectional: false,
      minutes: 60,
      startedAt: Date.now(),
      reject: (s) => s.answer !== null && 'sectionClosed',
    });
    const { user, hall } = await enterHall(server.fixture.path, { language: 'en' });
    await user.click(within(hall).getByRole('button', { name: 'English' }));
    await user.click(within(hall).getByRole('radio', { name: /Option 1.4/ }));
    await user.click(within(hall).getByRole('button', { name: saveNext }));
    const notice = await within(hall).findByTestId('refused-answers');
    expect(notice).toHaveTextContent('Question 1, your answer: option 4.');
    expect(notice).toHaveTextContent("The section's time was over when it reached the server.");
    expect(notice).toHaveTextContent('The answer saved for it: no option.');
    expect(within(hall).getByRole('button', { name: 'Question 1, Not Answered' })).toBeInTheDocument();
  });

  it('does not send a refused visit again and again', async () => {
    const server = hallServer({ sectional: false, minutes: 60, startedAt: Date.now(), reject: () => true });
    const q1 = server.fixture.questionIds[0]?.[0];
    await enterHall(server.fixture.path);
    await waitFor(() => expect(server.saves().some((s) => s.questionId === q1)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.saves().filter((s) => s.questionId === q1)).toHaveLength(1);
    // A visit changes nothing the student sees: no notice for it.
    expect(screen.queryByTestId('refused-answers')).toBeNull();
  });

  it('has a text for every reason in Hindi and English', () => {
    for (const language of ['hi', 'en'])
      for (const reason of ['sectionClosed', 'sectionNotOpen', 'unknownQuestion', 'invalidAnswer', 'refused'])
        expect(i18n.exists(`hall.refused.reason.${reason}`, { lng: language })).toBe(true);
  });

  it('stops the hall when another device has opened the test, says so, and does not submit from here', async () => {
    let elsewhere = false;
    const server = hallServer({
      sectional: false,
      minutes: 60,
      startedAt: Date.now(),
      movedAway: () => elsewhere,
    });
    const { user, hall } = await enterHall(server.fixture.path);
    elsewhere = true;
    await user.click(within(hall).getByRole('radio', { name: /विकल्प 1.2/ }));
    await user.click(within(hall).getByRole('button', { name: saveNext }));
    const notice = await screen.findByTestId('moved-away');
    expect(notice).toHaveTextContent('यह टेस्ट अब किसी दूसरे डिवाइस पर खुला है।');
    expect(within(notice).getByRole('button', { name: 'इसी डिवाइस पर जारी रखें' })).toBeInTheDocument();
    const sent = server.saves().length;
    await new Promise((resolve) => setTimeout(resolve, 500));
    // No retry loop and no automatic submit against a test that goes on elsewhere.
    expect(server.saves()).toHaveLength(sent);
    expect(server.submits()).toBe(0);
  });
});
