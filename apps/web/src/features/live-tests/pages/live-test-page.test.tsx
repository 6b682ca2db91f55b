import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { liveJoined } from '@/test/live-join';
import { renderApp, seedSession } from '@/test/render-app';
import { liveItem } from '../test/fixtures';

const id = '11111111-1111-4111-8111-111111111111';
const min = 60_000;
// The device's clock reads 10:00:00 IST; the server's reads five minutes later.
const device = Date.parse('2026-12-01T04:30:00.000Z');
const server = device + 5 * min;

afterEach(() => vi.useRealTimers());

function detail(startMs: number, registration: unknown = null, over = {}) {
  return {
    test: liveItem(new Date(startMs).toISOString(), { registered: registration !== null, ...over }),
    registration,
    serverNow: new Date(server).toISOString(),
  };
}

describe('the live test lobby', { timeout: 20_000 }, () => {
  it('counts down in server time and opens Join at the server’s zero, then opens the hall on the joined attempt', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(device);
    seedSession();
    const start = server + 10_000;
    const { calls } = mockFetch(({ url, method }) => {
      if (url === `/api/live-tests/${id}/join` && method === 'POST')
        return jsonResponse(200, liveJoined('22222222-2222-4222-8222-222222222222', start, start));
      return jsonResponse(
        200,
        detail(start, {
          registeredAt: '2026-11-30T00:00:00Z',
          attemptId: null,
          joinedAt: null,
          submitted: false,
        }),
      );
    });
    const { router, user } = await renderApp(`/mock-test/${id}`, { language: 'en' });
    expect(await screen.findByText('You are registered', {}, { timeout: 10_000 })).toBeInTheDocument();
    // Ten seconds by the server's clock, not five minutes ten by the device's.
    expect(screen.getByTestId('live-countdown')).toHaveTextContent('00:10');
    const join = screen.getByRole('button', { name: 'Start the test' });
    expect(join).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(9_000));
    expect(screen.getByTestId('live-countdown')).toHaveTextContent('00:01');
    expect(screen.getByRole('button', { name: 'Start the test' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(1_000));
    const open = screen.getByRole('button', { name: 'Start the test' });
    expect(open).toBeEnabled();
    expect(screen.queryByText(/joining late/)).toBeNull();
    await user.click(open);
    // The hall's route is on its way (its chunk loads): where the router is going is what matters.
    const target = () => router.state.navigation.location ?? router.state.location;
    await vi.waitFor(() => expect(target().pathname).toBe('/exams/ssc-live/ssc-live-1'));
    expect(target().search).toBe(`?attempt=22222222-2222-4222-8222-222222222222&live=${id}`);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      `/api/live-tests/${id}/join`,
    ]);
  });

  it('tells a late joiner how many minutes are left', async () => {
    seedSession();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(device);
    // The test started 12½ minutes ago by the server's clock (the join window is 15 minutes).
    mockFetch(() =>
      jsonResponse(
        200,
        detail(
          server - 12.5 * min,
          { registeredAt: '2026-11-30T00:00:00Z', attemptId: null, joinedAt: null, submitted: false },
          { phase: 'open' },
        ),
      ),
    );
    await renderApp(`/mock-test/${id}`, { language: 'en' });
    expect(
      await screen.findByText('You are joining late: only 47 minutes of the test are left.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start the test' })).toBeEnabled();
  });

  it('tries a join again when the server has not quite reached zero', async () => {
    seedSession();
    let joins = 0;
    mockFetch(({ url }) => {
      if (url.endsWith('/join')) {
        joins += 1;
        if (joins === 1) return errorResponse(409, { code: 'LIVE_NOT_STARTED' });
        return jsonResponse(200, liveJoined('22222222-2222-4222-8222-222222222222', Date.now(), Date.now()));
      }
      return jsonResponse(200, {
        ...detail(
          Date.now() - 1000,
          { registeredAt: '2026-11-30T00:00:00Z', attemptId: null, joinedAt: null, submitted: false },
          { phase: 'open' },
        ),
        serverNow: new Date().toISOString(),
      });
    });
    const { router, user } = await renderApp(`/mock-test/${id}`, { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Start the test' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/exams/ssc-live/ssc-live-1'), {
      timeout: 4000,
    });
    expect(joins).toBe(2);
  });

  it('after submission says when the results come, in IST', async () => {
    seedSession();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(device);
    // Started 20 minutes ago by the server's clock (09:45 IST); ends 10:45; results at 10:45:30 IST.
    mockFetch(() =>
      jsonResponse(
        200,
        detail(
          server - 20 * min,
          {
            registeredAt: '2026-11-30T00:00:00Z',
            attemptId: 'a',
            joinedAt: '2026-12-01T04:46:00Z',
            submitted: true,
          },
          { phase: 'running' },
        ),
      ),
    );
    await renderApp(`/mock-test/${id}`, { language: 'en' });
    expect(await screen.findByText('Your test is submitted')).toBeInTheDocument();
    expect(screen.getByText('Results at 10:45 am')).toBeInTheDocument();
  });

  it('says the same in Hindi, with no English time words', async () => {
    seedSession();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(device);
    mockFetch(() =>
      jsonResponse(
        200,
        detail(
          server - 20 * min,
          {
            registeredAt: '2026-11-30T00:00:00Z',
            attemptId: 'a',
            joinedAt: '2026-12-01T04:46:00Z',
            submitted: true,
          },
          { phase: 'running' },
        ),
      ),
    );
    await renderApp(`/mock-test/${id}`, { language: 'hi' });
    expect(await screen.findByText('आपका टेस्ट जमा हो गया है')).toBeInTheDocument();
    const when = screen.getByText(/^नतीजे .* पर आएँगे$/);
    expect(when.textContent).toMatch(/10:45/);
    expect(when.textContent).not.toMatch(/am|pm/i);
  });
});
