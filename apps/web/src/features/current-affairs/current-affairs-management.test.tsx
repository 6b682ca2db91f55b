import type { CurrentAffairsAdminDay, CurrentAffairsCandidate } from '@abhyas/core';
import { indianDayOf } from '@abhyas/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeItem } from '@/lib/storage';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const question = (n: number): CurrentAffairsCandidate => ({
  id: uuid(n),
  topic: n % 2 ? 'ca-sports' : 'ca-economy',
  factDate: `2025-0${(n % 9) + 1}-15`,
  expiresOn: `2027-0${(n % 9) + 1}-15`,
  text: { hi: `समसामयिकी प्रश्न ${n}`, en: `Current-affairs question ${n}` },
  options: ['A', 'B', 'C', 'D'].map((o) => ({ hi: `${o}${n}`, en: `${o}${n}` })),
  correctOption: 1,
  publishedOn: null,
});

const adminDay = (over: Partial<CurrentAffairsAdminDay> = {}): CurrentAffairsAdminDay => ({
  day: indianDayOf(Date.now()),
  chosen: [],
  takers: 0,
  candidates: Array.from({ length: 12 }, (_, i) => question(i + 1)),
  ...over,
});

function serve(day: CurrentAffairsAdminDay, put?: () => Response) {
  seedSession();
  writeItem('role', 'admin');
  return mockFetch((call) => {
    if (call.url === `/api/admin/current-affairs/days/${day.day}`) {
      if (call.method === 'GET') return jsonResponse(200, day);
      if (call.method === 'PUT' && put) return put();
    }
    return errorResponse(404, { code: 'NOT_FOUND' });
  });
}

describe('/current-affairs-management', { timeout: 20_000 }, () => {
  it('shows a platform admin today’s candidates with their dates and key; ten ticks enable Publish', async () => {
    const day = adminDay();
    const { calls } = serve(day, () =>
      jsonResponse(200, {
        ...day,
        chosen: day.candidates.slice(0, 10),
        candidates: day.candidates.slice(10),
      }),
    );
    const { user } = await renderApp('/current-affairs-management', { language: 'en' });
    expect(
      await screen.findByRole('heading', { name: 'Current affairs management', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Day')).toHaveValue(day.day);
    const first = await screen.findByTestId(`ca-q-${uuid(1)}`);
    expect(within(first).getByText('Sports News')).toBeInTheDocument();
    expect(within(first).getByText('Fact: 15 Feb 2025')).toBeInTheDocument();
    expect(within(first).getByText('Expires: 15 Feb 2027')).toBeInTheDocument();
    expect(first.querySelector('li[data-correct]')).toHaveTextContent('B1');

    const publish = screen.getByRole('button', { name: 'Publish' });
    expect(publish).toBeDisabled();
    for (let n = 1; n <= 9; n += 1)
      await user.click(screen.getByRole('checkbox', { name: new RegExp(`question ${n}$`) }));
    expect(screen.getByTestId('ca-admin-count')).toHaveTextContent('9/10 chosen');
    expect(publish).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /question 10$/ }));
    expect(screen.getByTestId('ca-admin-count')).toHaveTextContent('10/10 chosen');
    expect(publish).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: /question 11$/ }));
    expect(publish).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /question 11$/ }));

    await user.click(publish);
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      questionIds: Array.from({ length: 10 }, (_, i) => uuid(i + 1)),
    });
    expect(await screen.findByText('The day is published.')).toBeInTheDocument();
    expect(screen.getByTestId('ca-admin-status')).toHaveTextContent('10 questions published');
  });

  it('shows the server’s refusal as its translated rule (Hindi)', async () => {
    const day = adminDay();
    serve(day, () =>
      errorResponse(400, {
        code: 'VALIDATION_ERROR',
        field: 'questionIds',
        rule: 'validation.currentAffairs.choiceRefused',
      }),
    );
    const { user } = await renderApp('/current-affairs-management', { language: 'hi' });
    await screen.findByTestId(`ca-q-${uuid(1)}`);
    for (let n = 1; n <= 10; n += 1)
      await user.click(screen.getByRole('checkbox', { name: new RegExp(`प्रश्न ${n}$`) }));
    await user.click(screen.getByRole('button', { name: 'प्रकाशित करें' }));
    expect(
      await screen.findByText('चुने गए कुछ प्रश्न इस दिन प्रकाशित नहीं हो सकते: सूची में से चुनें।'),
    ).toBeInTheDocument();
  });

  it('locks a day once students have started it', async () => {
    const chosen = Array.from({ length: 10 }, (_, i) => question(i + 1));
    serve(adminDay({ chosen, takers: 3, candidates: [question(20)] }));
    await renderApp('/current-affairs-management', { language: 'en' });
    expect(
      await screen.findByText('This day has been started, so its questions can no longer change.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('ca-admin-status')).toHaveTextContent('3 students started it');
    for (const box of screen.getAllByRole('checkbox')) {
      expect(box).toBeChecked();
      expect(box).toBeDisabled();
    }
    expect(screen.getAllByRole('checkbox')).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it('sends everyone else to the students’ page', async () => {
    seedSession();
    const { calls } = mockFetch((call) =>
      call.url.startsWith('/api/current-affairs')
        ? jsonResponse(200, { today: '2026-11-29', month: '2026-11', days: [], months: [] })
        : errorResponse(404, { code: 'NOT_FOUND' }),
    );
    const { router } = await renderApp('/current-affairs-management', { language: 'en' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/current-affairs'));
    expect(calls.some((c) => c.url.startsWith('/api/admin/'))).toBe(false);
  });
});
