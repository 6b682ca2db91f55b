import { defaultTimerSettings, initialTimer, type StudyWeek, start } from '@abhyas/core';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';
import { TIMER_STORAGE_KEY } from '../lib/timer-storage';

const minute = 60_000;
const clientId = '11111111-2222-4333-8444-555555555555';

/** A focus phase that started `agoMs` before now, as a reload would find it in storage. */
function seedRunning(agoMs: number, settings = { ...defaultTimerSettings, subject: 'history' }) {
  const state = start(initialTimer(settings), settings, Date.now() - agoMs, () => clientId);
  localStorage.setItem(
    TIMER_STORAGE_KEY,
    JSON.stringify({ settings, state, prefs: { muted: true, notify: false } }),
  );
}

function week(today: string, minutes: number): StudyWeek {
  return {
    today,
    days: ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', today].map(
      (day, i) => ({ day, focusMinutes: i === 6 ? minutes : i * 10, sessions: i === 6 ? 1 : 0 }),
    ),
    totalMinutes: 150 + minutes,
  };
}

beforeEach(() => sessionStorage.clear());

describe('the study timer screen', { timeout: 20_000 }, () => {
  it('works for a visitor without an account and asks to sign in only to save', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    const { user } = await renderApp('/study-timer', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Study timer' })).toBeInTheDocument();
    expect(screen.getByTestId('timer-time')).toHaveTextContent('25:00');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByTestId('timer-status')).toHaveTextContent('Running');
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByTestId('timer-status')).toHaveTextContent('Paused');
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    const prompt = screen.getByRole('heading', { name: 'Keep track of your study time' }).closest('section');
    expect(within(prompt as HTMLElement).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/signin',
    );
    expect(calls.filter((c) => c.url.startsWith('/api/study-timer'))).toHaveLength(0);
  });

  it('changes the focus length while idle, within its bounds, and locks it while running', async () => {
    mockFetch(() => jsonResponse(200, {}));
    const { user } = await renderApp('/study-timer', { language: 'en' });
    const focus = await screen.findByLabelText('Focus (minutes)');
    await user.clear(focus);
    await user.type(focus, '0{Enter}');
    expect(focus).toHaveValue(1);
    expect(screen.getByTestId('timer-time')).toHaveTextContent('01:00');
    expect(screen.getByRole('button', { name: 'Focus (minutes): decrease' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Focus (minutes): increase' }));
    expect(screen.getByTestId('timer-time')).toHaveTextContent('02:00');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByLabelText('Focus (minutes)')).toBeDisabled();
  });

  it('resumes a running session after a reload with the right time left', async () => {
    mockFetch(() => jsonResponse(200, {}));
    seedRunning(10 * minute);
    await renderApp('/study-timer', { language: 'en' });
    expect(await screen.findByTestId('timer-time')).toHaveTextContent(/^1[45]:\d\d$/);
    expect(screen.getByTestId('timer-status')).toHaveTextContent('Running');
    expect(screen.getByText('Subject: History')).toBeInTheDocument();
  });

  it('shows a phase that ended while away as ended, and saves the session once', async () => {
    seedSession();
    let saved = 0;
    const { calls } = mockFetch(({ url, method, body }) => {
      if (url === '/api/study-timer/sessions' && method === 'POST') {
        saved += 1;
        return jsonResponse(201, { session: { ...(body as object), day: '2026-11-26' } });
      }
      if (url === '/api/study-timer/week') return jsonResponse(200, week('2026-11-26', saved * 25));
      return jsonResponse(200, {});
    });
    seedRunning(3 * 60 * minute); // the screen was locked for three hours
    await renderApp('/study-timer');
    expect(await screen.findByText('पढ़ाई का सत्र पूरा हुआ! अब ब्रेक लें।')).toBeInTheDocument();
    expect(screen.getByTestId('timer-time')).toHaveTextContent('00:00');
    expect(screen.getByRole('button', { name: 'ब्रेक शुरू करें' })).toBeInTheDocument();
    await waitFor(() => expect(saved).toBe(1));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ clientId, focusSeconds: 25 * 60, subject: 'history' });
    const body = post?.body as { startedAt: string; endedAt: string };
    expect(Date.parse(body.endedAt) - Date.parse(body.startedAt)).toBe(25 * minute);
    expect(await screen.findByTestId('today-minutes')).toHaveTextContent('25 मिनट');
    // Announced once: the stored state says so, so a reload does not save or ring again.
    expect(JSON.parse(localStorage.getItem(TIMER_STORAGE_KEY) ?? '{}').state.announced).toBe(true);
  });

  it('shows the week’s chart with a text summary in the chosen language', async () => {
    seedSession();
    mockFetch(({ url }) =>
      url === '/api/study-timer/week' ? jsonResponse(200, week('2026-11-26', 40)) : jsonResponse(200, {}),
    );
    await renderApp('/study-timer', { language: 'en' });
    expect(await screen.findByTestId('today-minutes')).toHaveTextContent('40 minutes');
    expect(screen.getByTestId('week-minutes')).toHaveTextContent('190 minutes');
    expect(screen.getByTestId('week-summary')).toHaveTextContent(
      /^190 minutes of study in the last 7 days\. Friday, 20 November: 0 minutes\./,
    );
    expect(screen.getByTestId('week-summary')).toHaveTextContent('Thursday, 26 November: 40 minutes.');
    expect(screen.getByTestId('week-chart')).toHaveTextContent('Today');
  });
});
