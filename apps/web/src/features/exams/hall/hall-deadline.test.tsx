import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { device, freezeDate, freshDevice, T0 } from './test/device';
import { enterHall } from './test/enter-hall';
import { hallServer } from './test/hall-server';

vi.mock('./lib/idb-store', () => import('./test/device'));

const MIN = 60_000;
freezeDate();
beforeEach(freshDevice);

const saveNext = 'Save & Next / सेव करें और आगे बढ़ें';

async function begin(path: string) {
  const app = await enterHall(path);
  return { ...app, timer: within(app.hall).getByTestId('hall-timer') };
}

describe('a deadline moved mid-test (compensatory time granted)', { timeout: 20_000 }, () => {
  it('reaches the timer with the next save acknowledgement, and the hall does not submit at the old deadline', async () => {
    const server = hallServer({ sectional: false, minutes: 60, startedAt: T0 });
    const { fixture } = server;
    const { user, hall, timer, router } = await begin(fixture.path);
    await waitFor(() => expect(server.saves().length).toBeGreaterThan(0));
    vi.setSystemTime(T0 + MIN);
    await waitFor(() => expect(timer).toHaveTextContent('59:00'));

    server.grantCompensatoryTime(20);
    await user.click(within(hall).getByRole('radio', { name: /विकल्प 1.2/ }));
    await user.click(within(hall).getByRole('button', { name: saveNext }));
    // 80 minutes from the start, one gone: no reload, no wait for the next tick of a new page.
    await waitFor(() => expect(timer).toHaveTextContent('1:19:00'));
    expect(within(hall).getByTestId('time-extended')).toHaveTextContent(
      'आपको प्रतिपूरक समय मिला है: टेस्ट का समय 20 मिनट बढ़ा दिया गया है।',
    );
    await user.click(within(hall).getByRole('button', { name: 'ठीक है' }));
    expect(within(hall).queryByTestId('time-extended')).toBeNull();

    // The old deadline passes: the test runs on, with the added minutes left.
    vi.setSystemTime(fixture.deadline + 1000);
    await waitFor(() => expect(timer).toHaveTextContent('19:59'));
    expect(server.submits()).toBe(0);
    expect(router.state.location.pathname).toBe(fixture.path);

    // The device's copy has the new deadline too: a reload while offline keeps it.
    const stored = await device().get<{ deadline: string }>(`hall:${fixture.attemptId}:state`);
    expect(stored?.deadline).toBe(new Date(T0 + 80 * MIN).toISOString());

    vi.setSystemTime(T0 + 80 * MIN);
    await waitFor(() => expect(server.submits()).toBe(1));
  });

  it('reaches a student who reads without answering: the hall asks after two quiet minutes', async () => {
    const server = hallServer({ sectional: false, minutes: 60, startedAt: T0 });
    const { fixture } = server;
    const { hall, timer } = await begin(fixture.path);
    const positions = () => server.callsTo(`/api/attempts/${fixture.attemptId}/position`);
    await waitFor(() => expect(server.saves().length).toBeGreaterThan(0));
    server.grantCompensatoryTime(20);
    const before = positions().length;

    vi.setSystemTime(T0 + MIN);
    await waitFor(() => expect(timer).toHaveTextContent('59:00'));
    expect(positions()).toHaveLength(before);

    vi.setSystemTime(T0 + 2 * MIN + 1000);
    await waitFor(() => expect(timer).toHaveTextContent('1:17:59'));
    // It asked with the position PUT of the question on screen (nothing moved, nothing was saved).
    expect(positions().at(-1)?.body).toEqual({ questionId: fixture.questionIds[0]?.[0] });
    expect(within(hall).getByTestId('time-extended')).toBeInTheDocument();
  });

  it('stretches the windows of a sectionally timed exam: the section stays open past its old close', async () => {
    const server = hallServer({ sectional: true, minutes: 20, startedAt: T0 });
    const { fixture } = server;
    const { user, hall, timer } = await begin(fixture.path);
    await waitFor(() => expect(timer).toHaveTextContent('20:00'));
    server.grantCompensatoryTime(20);
    await user.click(within(hall).getByRole('radio', { name: /विकल्प 1.1/ }));
    await user.click(within(hall).getByRole('button', { name: saveNext }));
    // 20 minutes of 60 become 26:40 of 80.
    await waitFor(() => expect(timer).toHaveTextContent('26:40'));

    vi.setSystemTime((fixture.closesAt[0] ?? 0) + 30_000);
    await waitFor(() => expect(timer).toHaveTextContent('06:10'));
    expect(within(hall).getByText('प्रश्न पाठ 2')).toBeInTheDocument();
    const tabs = within(within(hall).getByRole('navigation', { name: 'खंड' }));
    expect(tabs.getByRole('button', { name: 'अंग्रेज़ी भाषा' })).toHaveAttribute('aria-current', 'true');

    // At the stretched close the hall moves on, as before.
    vi.setSystemTime(T0 + (80 * MIN) / 3);
    expect(await within(hall).findByText('प्रश्न पाठ 3')).toBeInTheDocument();
  });
});
