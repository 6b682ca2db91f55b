import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { submitVerdict } from './lib/submit-verdict';
import { freezeDate, freshDevice, T0 } from './test/device';
import { enterHall } from './test/enter-hall';
import { hallServer } from './test/hall-server';

vi.mock('./lib/idb-store', () => import('./test/device'));

freezeDate();
beforeEach(freshDevice);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function begin(server: ReturnType<typeof hallServer>) {
  const app = await enterHall(server.fixture.path);
  await waitFor(() => expect(server.saves().length).toBeGreaterThan(0));
  return app;
}

describe('the automatic submit at zero', { timeout: 20_000 }, () => {
  it('stops on a refusal (4xx), says why, and submits again only when asked', async () => {
    const server = hallServer({
      sectional: false,
      minutes: 60,
      startedAt: T0,
      submit: () => ({ status: 404, code: 'NOT_FOUND' }),
    });
    const { user } = await begin(server);
    vi.setSystemTime(server.fixture.deadline);
    const overlay = await screen.findByTestId('time-up');
    await waitFor(() => expect(overlay).toHaveAttribute('data-state', 'refused'));
    expect(overlay).toHaveTextContent('टेस्ट जमा नहीं हो सका: आप जो ढूँढ रहे थे, वह नहीं मिला।');
    // No loop behind the overlay: still one submit after the hall's ticks went by.
    await wait(2500);
    expect(server.submits()).toBe(1);

    await user.click(within(overlay).getByRole('button', { name: 'फिर से कोशिश करें' }));
    await waitFor(() => expect(server.submits()).toBe(2));
    await wait(1500);
    expect(server.submits()).toBe(2);
  });

  it('opens the results when the server says the attempt is closed already (409)', async () => {
    const server = hallServer({
      sectional: false,
      minutes: 60,
      startedAt: T0,
      submit: () => ({ status: 409, code: 'ATTEMPT_CLOSED' }),
    });
    const { router } = await begin(server);
    vi.setSystemTime(server.fixture.deadline);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/exams/${server.fixture.examId}/${server.fixture.setSlug}/results`,
      ),
    );
    expect(server.submits()).toBe(1);
  });

  it('retries no answer, a 5xx and a page that is not ours with a back-off, then opens the results', async () => {
    const answers = ['network', { status: 503, code: 'INTERNAL' }, 'html', 'ok'] as const;
    const server = hallServer({
      sectional: false,
      minutes: 60,
      startedAt: T0,
      submit: (n) => answers[n - 1] ?? 'ok',
    });
    const { router } = await begin(server);
    vi.setSystemTime(server.fixture.deadline);
    const overlay = await screen.findByTestId('time-up');
    await waitFor(() => expect(overlay).toHaveAttribute('data-state', 'retrying'));
    expect(overlay).toHaveTextContent('सर्वर से जवाब नहीं मिला। फिर से कोशिश की जा रही है…');
    // Back-off 1 s, 2 s, 4 s: not a tight loop.
    await wait(1500);
    expect(server.submits()).toBe(2);
    await waitFor(
      () =>
        expect(router.state.location.pathname).toBe(
          `/exams/${server.fixture.examId}/${server.fixture.setSlug}/results`,
        ),
      { timeout: 10_000 },
    );
    expect(server.submits()).toBe(4);
  });
});

describe('the submit button', { timeout: 20_000 }, () => {
  it('shows a refusal in the dialog and does not submit by itself again', async () => {
    const server = hallServer({
      sectional: false,
      minutes: 60,
      startedAt: T0,
      submit: () => ({ status: 404, code: 'NOT_FOUND' }),
    });
    const { user, hall } = await begin(server);
    await user.click(within(hall).getByRole('button', { name: /^Submit/ }));
    await user.click(await screen.findByRole('button', { name: 'हाँ, जमा करें' }));
    expect(await screen.findByText('टेस्ट जमा नहीं हो सका: आप जो ढूँढ रहे थे, वह नहीं मिला।')).toBeInTheDocument();
    await wait(1500);
    expect(server.submits()).toBe(1);
  });
});

describe('after the submit', { timeout: 20_000 }, () => {
  it('sends no position for the closed attempt (a move just before submitting included)', async () => {
    const server = hallServer({ sectional: false, minutes: 60, startedAt: T0 });
    const { user, hall, router } = await begin(server);
    // A move starts the position's debounce; the submit comes before it runs and the hall unmounts.
    await user.click(within(hall).getByRole('button', { name: /^Save & Next/ }));
    await user.click(within(hall).getByRole('button', { name: /^Submit/ }));
    await user.click(await screen.findByRole('button', { name: 'हाँ, जमा करें' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/results$/));
    await wait(2000);
    expect(server.submits()).toBe(1);
    expect(server.latePositions()).toBe(0);
  });
});

describe('what a failed submit means', () => {
  it('retries only what is not a definite answer', () => {
    const api = (status: number, code: string) =>
      new ApiError({ status, code: code as ApiError['code'], message: code });
    expect(submitVerdict(api(0, 'NETWORK_ERROR')).kind).toBe('retry');
    expect(submitVerdict(api(503, 'INTERNAL')).kind).toBe('retry');
    expect(submitVerdict(api(429, 'RATE_LIMITED')).kind).toBe('retry');
    expect(submitVerdict(new SyntaxError('bad json')).kind).toBe('retry');
    expect(submitVerdict(api(409, 'ATTEMPT_CLOSED')).kind).toBe('submitted');
    expect(submitVerdict(api(404, 'NOT_FOUND')).kind).toBe('refused');
    expect(submitVerdict(api(400, 'VALIDATION_FAILED')).kind).toBe('refused');
  });
});
