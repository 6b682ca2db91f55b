import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';

const entry = (rank: number, name: string, points: number, isMe = false) => ({
  rank,
  name,
  username: name.toLowerCase(),
  points,
  isMe,
});
const board = (over: Record<string, unknown> = {}) => ({
  period: 'week',
  periodKey: '2026-11-23',
  scope: 'global',
  exam: null,
  participants: 1234,
  top: [entry(1, 'Ravi', 140), entry(1, 'Meena', 140), entry(3, 'Asha', 95)],
  mine: { rank: 57, points: 30 },
  ...over,
});
const me = {
  user: {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Sita',
    username: 'sita',
    email: 'sita@example.in',
    role: 'user',
    orgRole: null,
    organizationId: null,
    createdAt: '2025-01-01T00:00:00.000Z',
  },
};

/** Answers /me and the board; every board request is kept for the assertions. */
function server(boardBody: (url: string) => unknown) {
  return mockFetch(({ url }) =>
    url.startsWith('/api/me') ? jsonResponse(200, me) : jsonResponse(200, boardBody(url)),
  );
}

describe('global leaderboards', { timeout: 20_000 }, () => {
  it('shows this week’s board with shared ranks, and the student pinned below when outside the top', async () => {
    seedSession();
    const { calls } = server(() => board());
    await renderApp('/global-leaderboard', { language: 'en' });
    expect(await screen.findByText('Rank 57 of 1,234, with 30 points (This week).')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/leaderboards?period=week&scope=global')).toBe(true);
    const list = screen.getByRole('list', { name: 'Top students' });
    const items = within(list).getAllByRole('listitem');
    // Ravi and Meena share rank 1 (a trophy, the rank read out); the student's own row comes last.
    expect(items[0]).toHaveTextContent('Rank 1');
    expect(items[1]).toHaveTextContent('Rank 1');
    expect(items.at(-1)).toHaveAttribute('aria-current', 'true');
    expect(items.at(-1)).toHaveTextContent('57');
    // No institute: no institute tab.
    expect(screen.queryByRole('button', { name: 'My institute' })).toBeNull();
  });

  it('switches to the month and to an exam’s board, keeping the choice in the address (Hindi)', async () => {
    seedSession();
    const { calls } = server((url) =>
      board(
        url.includes('scope=exam')
          ? { scope: 'exam', exam: 'SSC', top: [], mine: null, participants: 0 }
          : {},
      ),
    );
    const { user, router } = await renderApp('/global-leaderboard', { language: 'hi' });
    await user.click(await screen.findByRole('button', { name: 'इस महीने' }));
    expect(router.state.location.search).toBe('?period=month&scope=global');
    await user.click(screen.getByRole('button', { name: 'परीक्षा के अनुसार' }));
    expect(await screen.findByText('परीक्षा चुनें और देखें कि उसके मॉक टेस्ट में कौन आगे है।')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'परीक्षा' }), 'SSC');
    expect(router.state.location.search).toBe('?period=month&scope=exam&exam=SSC');
    expect(await screen.findByText('इस बोर्ड पर अभी आपके कोई पॉइंट नहीं हैं। पहले पॉइंट कमाएँ:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'आज का प्रश्न हल करें' })).toHaveAttribute('href', '/potd');
    expect(calls.some((c) => c.url === '/api/leaderboards?period=month&scope=exam&exam=SSC')).toBe(true);
  });

  it('opens the exam board at /exam-leaderboard without a set, and a set’s board with one', async () => {
    seedSession();
    server(() => board({ scope: 'exam', exam: 'CTET' }));
    await renderApp('/exam-leaderboard?scope=exam&exam=CTET', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Leaderboard' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Exam' })).toHaveValue('CTET');
  });
});
