import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';

const entry = (rank: number, name: string, isMe = false) => ({
  rank,
  name,
  username: name.toLowerCase(),
  score: 100 - rank,
  timeTakenSeconds: 600 + rank,
  isMe,
});

describe('set leaderboard', { timeout: 20_000 }, () => {
  it('lists the top ranks and adds the student’s own rank below when outside them', async () => {
    seedSession();
    const { calls } = mockFetch(() =>
      jsonResponse(200, {
        setId: 'cgl-set-1',
        title: { hi: 'सेट 1', en: 'Set 1' },
        examKey: 'SSC',
        takers: 42,
        top: [entry(1, 'Ravi'), entry(2, 'Meena')],
        mine: { rank: 30, score: 41.5, percentile: 30.9 },
      }),
    );
    await renderApp('/exam-leaderboard?set=cgl-set-1', { language: 'en' });
    expect(await screen.findByText('Your rank: 30 of 42 · 41.5 marks · percentile 30.9')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/exams/sets/cgl-set-1/leaderboard?limit=20');
    expect(screen.getByText('42 takers')).toBeInTheDocument();
    expect(screen.getByText('Ravi')).toBeInTheDocument();
    const mine = screen.getAllByRole('listitem').find((li) => li.getAttribute('aria-current') === 'true');
    expect(mine).toHaveTextContent('30');
  });

  it('without a set, says where to find one', async () => {
    seedSession();
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    await renderApp('/exam-leaderboard', { language: 'en' });
    expect(await screen.findByRole('link', { name: 'Go to test series' })).toHaveAttribute('href', '/exams');
    expect(calls.some((c) => c.url.includes('leaderboard'))).toBe(false);
  });
});
