import type { CurrentAffairsList } from '@abhyas/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, testUser } from '@/test/fetch-mock';
import { emptySummary } from '@/test/fixtures/dashboard-summary';
import { renderApp, seedSession } from '@/test/render-app';

const quizId = '77777777-7777-4777-8777-777777777777';
const today = '2026-11-29';
const base: CurrentAffairsList = { today, month: '2026-11', days: [], months: ['2026-11'] };
const day = (over: Partial<CurrentAffairsList['days'][number]> = {}) => ({
  day: today,
  questions: 10,
  quizId: null,
  answered: 0,
  correct: 0,
  finished: false,
  ...over,
});

function dashboard(list: CurrentAffairsList | Response) {
  seedSession();
  return mockFetch(({ url }) => {
    if (url === '/api/dashboard/summary') return jsonResponse(200, emptySummary);
    if (url === '/api/current-affairs') return list instanceof Response ? list : jsonResponse(200, list);
    if (url === '/api/notifications')
      return jsonResponse(200, { data: [], meta: { page: 1, limit: 20, total: 0, pages: 1 } });
    if (url.startsWith('/api/')) return jsonResponse(200, { user: testUser });
    return errorResponse(404, { code: 'NOT_FOUND' });
  });
}

const card = async (name: string) => screen.findByRole('region', { name });

describe("the dashboard's current-affairs card", { timeout: 20_000 }, () => {
  it('offers today’s ten questions, leading to /current-affairs (Hindi)', async () => {
    const { callsTo } = dashboard({ ...base, days: [day()] });
    await renderApp('/quiz-dashboard', { language: 'hi' });
    const region = await card('आज की समसामयिकी');
    expect(within(region).getByText('आज के 10 प्रश्न तैयार हैं।')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'आज की क्विज़ शुरू करें' })).toHaveAttribute(
      'href',
      '/current-affairs',
    );
    expect(callsTo('/api/current-affairs')).toHaveLength(1);
  });

  it('holds the page under one spinner until today’s read arrives, so no card is pushed down', async () => {
    seedSession();
    let release: () => void = () => undefined;
    const late = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockFetch(async ({ url }) => {
      if (url === '/api/dashboard/summary') return jsonResponse(200, emptySummary);
      if (url === '/api/current-affairs') {
        await late;
        return jsonResponse(200, { ...base, days: [day()] });
      }
      if (url === '/api/notifications')
        return jsonResponse(200, { data: [], meta: { page: 1, limit: 20, total: 0, pages: 1 } });
      if (url.startsWith('/api/')) return jsonResponse(200, { user: testUser });
      return errorResponse(404, { code: 'NOT_FOUND' });
    });
    await renderApp('/quiz-dashboard', { language: 'en' });
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1 });
    // The summary has arrived, but nothing under the greeting shows while today's read is out.
    await new Promise((r) => setTimeout(r, 300));
    expect(within(main).getByText('Loading…')).toBeInTheDocument();
    expect(within(main).queryByRole('region', { name: 'What to do next' })).toBeNull();
    expect(within(main).queryByRole('heading', { name: 'Your account' })).toBeNull();
    release();
    // Then all of it at once: the card, the summary's sections and the account.
    expect(await within(main).findByRole('region', { name: 'Today’s current affairs' })).toBeInTheDocument();
    expect(within(main).getByRole('region', { name: 'What to do next' })).toBeInTheDocument();
    expect(within(main).queryByText('Loading…')).toBeNull();
  });

  it('resumes a started quiz straight on the quiz page', async () => {
    dashboard({ ...base, days: [day({ quizId, answered: 4 })] });
    await renderApp('/quiz-dashboard', { language: 'en' });
    const region = await card('Today’s current affairs');
    expect(within(region).getByText('4 of 10 questions answered.')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Resume today’s quiz' })).toHaveAttribute(
      'href',
      `/quiz/current-affairs/day?id=${quizId}`,
    );
  });

  it('shows a finished day’s score, and says when today is not published yet', async () => {
    dashboard({ ...base, days: [day({ quizId, answered: 10, correct: 7, finished: true })] });
    const first = await renderApp('/quiz-dashboard', { language: 'en' });
    const region = await card('Today’s current affairs');
    expect(within(region).getByText('7 of 10 right today.')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'See result' })).toHaveAttribute(
      'href',
      `/quiz/current-affairs/day?id=${quizId}`,
    );
    first.unmount();

    dashboard({ ...base, days: [day({ day: '2026-11-28' })] });
    await renderApp('/quiz-dashboard', { language: 'en' });
    const later = await card('Today’s current affairs');
    expect(within(later).getByText('Today’s quiz is not published yet.')).toBeInTheDocument();
    expect(within(later).getByRole('link', { name: 'See past days’ questions' })).toHaveAttribute(
      'href',
      '/current-affairs',
    );
  });

  it('stays out of the way when nothing is published or the read fails', async () => {
    dashboard({ ...base, months: [] });
    const first = await renderApp('/quiz-dashboard', { language: 'en' });
    await screen.findByRole('heading', { name: /Asha Verma/ });
    expect(screen.queryByRole('region', { name: 'Today’s current affairs' })).toBeNull();
    first.unmount();

    dashboard(errorResponse(500, { code: 'INTERNAL' }));
    await renderApp('/quiz-dashboard', { language: 'en' });
    await screen.findByRole('heading', { name: /Asha Verma/ });
    expect(screen.queryByRole('region', { name: 'Today’s current affairs' })).toBeNull();
  });
});
