import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { freezeDate, freshDevice, T0 } from './test/device';
import { enterHall } from './test/enter-hall';
import { hallServer } from './test/hall-server';

vi.mock('./lib/idb-store', () => import('./test/device'));

freezeDate();
beforeEach(freshDevice);

const [english, quant, reasoning] = ['अंग्रेज़ी भाषा', 'संख्यात्मक अभियोग्यता', 'तर्कशक्ति क्षमता'];
const locked = (name: string) => `${name} (बंद)`;
/** A section still to come is not "closed" (बंद): it says when it opens (T0 is 10:00 IST, 60 min each). */
const notYetOpen = (name: string, time: string) => `${name} (अभी नहीं खुला, ${time} पर खुलेगा)`;

async function begin(path: string) {
  const app = await enterHall(path);
  const tabs = within(within(app.hall).getByRole('navigation', { name: 'खंड' }));
  return { ...app, tabs };
}

describe('a sectionally timed exam (IBPS PO)', { timeout: 20_000 }, () => {
  it('shows the minutes of each section, then lets only the open section be used', async () => {
    const { fixture } = hallServer({ sectional: true, minutes: 60, startedAt: T0 });
    const app = await renderApp(fixture.path);
    expect(await screen.findAllByText('2 प्रश्न · 60 मिनट')).toHaveLength(3);
    await app.user.click(screen.getByRole('checkbox'));
    await app.user.click(screen.getByRole('button', { name: 'मैं शुरू करने के लिए तैयार हूँ' }));
    const hall = await screen.findByTestId('exam-hall');
    const tabs = within(within(hall).getByRole('navigation', { name: 'खंड' }));

    expect(tabs.getByRole('button', { name: english })).toHaveAttribute('aria-current', 'true');
    expect(tabs.getByRole('button', { name: notYetOpen(quant, 'सुबह 11:00') })).toBeDisabled();
    expect(tabs.getByRole('button', { name: notYetOpen(reasoning, 'दोपहर 12:00') })).toBeDisabled();
    await app.user.click(tabs.getByRole('button', { name: notYetOpen(quant, 'सुबह 11:00') }));
    expect(within(hall).getByText('प्रश्न पाठ 1')).toBeInTheDocument();

    // The timer counts down the section, not the whole test.
    expect(within(hall).getByText('खंड का बचा समय')).toBeInTheDocument();
    expect(within(hall).getByTestId('hall-timer')).toHaveTextContent('1:00:00');

    // Save & Next on the section's last question wraps within the section.
    const saveNext = within(hall).getByRole('button', { name: 'Save & Next / सेव करें और आगे बढ़ें' });
    await app.user.click(saveNext);
    expect(await within(hall).findByText('प्रश्न पाठ 2')).toBeInTheDocument();
    await app.user.click(saveNext);
    expect(await within(hall).findByText('प्रश्न पाठ 1')).toBeInTheDocument();
  });

  it('moves to the next section when the window closes and locks the closed one', async () => {
    const { fixture } = hallServer({ sectional: true, minutes: 60, startedAt: T0 });
    const { hall, tabs } = await begin(fixture.path);
    expect(within(hall).getByText('प्रश्न पाठ 1')).toBeInTheDocument();

    vi.setSystemTime(fixture.closesAt[0] ?? 0);
    expect(await within(hall).findByText('प्रश्न पाठ 3')).toBeInTheDocument();
    expect(tabs.getByRole('button', { name: locked(english) })).toBeDisabled();
    expect(tabs.getByRole('button', { name: quant })).toHaveAttribute('aria-current', 'true');
    expect(tabs.getByRole('button', { name: notYetOpen(reasoning, 'दोपहर 12:00') })).toBeDisabled();
    await waitFor(() => expect(within(hall).getByTestId('hall-timer')).toHaveTextContent('1:00:00'));
    // A screen reader lands on the new question.
    await waitFor(() => expect(within(hall).getByRole('heading', { name: 'प्रश्न 3 / 6' })).toHaveFocus());

    vi.setSystemTime(fixture.closesAt[1] ?? 0);
    expect(await within(hall).findByText('प्रश्न पाठ 5')).toBeInTheDocument();
    expect(tabs.getByRole('button', { name: locked(english) })).toBeDisabled();
    expect(tabs.getByRole('button', { name: locked(quant) })).toBeDisabled();
    expect(tabs.getByRole('button', { name: reasoning })).toBeEnabled();
  });

  it('sends nothing for a closed section, and a save the server rejects does not block the queue', async () => {
    const server = hallServer({
      sectional: true,
      minutes: 60,
      startedAt: T0,
      // The server's clock says the second section closed already (it keeps the last word).
      reject: (s) => s.questionId === questionIds[1]?.[0] && s.answer !== null,
    });
    const { fixture, saves } = server;
    const { questionIds } = fixture;
    const { user, hall } = await begin(fixture.path);
    await waitFor(() => expect(saves().map((s) => s.questionId)).toContain(questionIds[0]?.[0]));

    await user.click(within(hall).getByRole('radio', { name: /विकल्प 1.2/ }));
    // The window closes and Save & Next is pressed before the hall's next tick: in one go, so no
    // tick can come between.
    vi.setSystemTime((fixture.closesAt[0] ?? 0) + 1000);
    fireEvent.click(within(hall).getByRole('button', { name: 'Save & Next / सेव करें और आगे बढ़ें' }));
    expect(await within(hall).findByText('प्रश्न पाठ 3')).toBeInTheDocument();
    const section1 = new Set(questionIds[0]);
    expect(saves().filter((s) => section1.has(s.questionId) && (s.answer !== null || s.marked))).toEqual([]);
    expect(saves().filter((s) => s.questionId === questionIds[0]?.[1])).toEqual([]);

    // Question 3: rejected (sectionClosed) and dropped; question 4 still goes through.
    await user.click(within(hall).getByRole('radio', { name: /विकल्प 3.1/ }));
    await user.click(within(hall).getByRole('button', { name: 'Save & Next / सेव करें और आगे बढ़ें' }));
    await user.click(await within(hall).findByRole('radio', { name: /विकल्प 4.4/ }));
    await user.click(within(hall).getByRole('button', { name: 'Save & Next / सेव करें और आगे बढ़ें' }));
    await waitFor(() =>
      expect(saves()).toEqual(
        expect.arrayContaining([expect.objectContaining({ questionId: questionIds[1]?.[1], answer: 3 })]),
      ),
    );
    await waitFor(() =>
      expect(within(hall).getByTestId('save-status')).toHaveAttribute('data-state', 'saved'),
    );
    // Sent once, never retried.
    expect(saves().filter((s) => s.questionId === questionIds[1]?.[0] && s.answer !== null)).toHaveLength(1);
  });
});
