import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freezeDate, freshDevice, T0 } from './test/device';
import { enterHall } from './test/enter-hall';
import { hallServer } from './test/hall-server';

vi.mock('./lib/idb-store', () => import('./test/device'));

const MIN = 60_000;
let frame: HTMLElement;
freezeDate();
beforeEach(() => {
  freshDevice();
  // The app frame of index.html; the test renders beside it, as the hall's portal sits beside it.
  frame = document.createElement('div');
  frame.id = 'root';
  document.body.append(frame);
});
afterEach(() => {
  frame.remove();
});

describe('the hall clock', { timeout: 20_000 }, () => {
  it('tells a screen reader the time at 10 and at 5 minutes left, and not before', async () => {
    const { fixture } = hallServer({ sectional: false, minutes: 60, startedAt: T0 });
    const { hall } = await enterHall(fixture.path);
    const timer = within(hall).getByTestId('hall-timer');
    const live = hall.querySelector('[aria-live]');
    expect(live).not.toBeNull();
    const at = async (ms: number, shown: string) => {
      vi.setSystemTime(T0 + ms);
      await waitFor(() => expect(timer).toHaveTextContent(shown));
    };

    await at(49 * MIN, '11:00');
    expect(live).toHaveTextContent(/^$/);
    // The announcement is written after the tick that crossed the mark: wait for it, don't race it.
    await at(50 * MIN + 1000, '09:59');
    await waitFor(() => expect(live).toHaveTextContent('10 मिनट बचे हैं'));
    await at(54 * MIN, '06:00');
    expect(live).toHaveTextContent('10 मिनट बचे हैं');
    await at(55 * MIN, '05:00');
    await waitFor(() => expect(live).toHaveTextContent('5 मिनट बचे हैं'));
  });

  it('keeps the app frame inert behind the hall, submits by itself at zero and opens the results', async () => {
    const server = hallServer({ sectional: false, minutes: 60, startedAt: T0 });
    const { fixture } = server;
    const { hall, router } = await enterHall(fixture.path);
    expect(frame).toHaveAttribute('inert');
    expect(hall.closest('[inert]')).toBeNull();
    expect(server.callsTo(`/api/attempts/${fixture.attemptId}/submit`)).toHaveLength(0);

    vi.setSystemTime(fixture.deadline);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/exams/${fixture.examId}/${fixture.setSlug}/results`),
    );
    expect(router.state.location.search).toBe(`?attempt=${fixture.attemptId}`);
    expect(server.callsTo(`/api/attempts/${fixture.attemptId}/submit`)).toHaveLength(1);
    expect(frame).not.toHaveAttribute('inert');
  });
});
