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

const board = (over: Record<string, unknown> = {}) => ({
  setId: 'cgl-set-1',
  seriesId: 'ssc-cgl',
  languages: ['hi', 'en'],
  title: { hi: 'सेट 1', en: 'Set 1' },
  examKey: 'SSC',
  takers: 42,
  top: [entry(1, 'Ravi'), entry(2, 'Meena')],
  mine: { rank: 30, score: 41.5, percentile: 30.9 },
  myReview: null,
  ...over,
});

describe('set leaderboard', { timeout: 20_000 }, () => {
  it('lists the top ranks and adds the student’s own rank below when outside them', async () => {
    seedSession();
    const { calls } = mockFetch(() => jsonResponse(200, board()));
    await renderApp('/exam-leaderboard?set=cgl-set-1', { language: 'en' });
    expect(await screen.findByText('Your rank: 30 of 42 · 41.5 marks · percentile 30.9')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/exams/sets/cgl-set-1/leaderboard?limit=20');
    expect(screen.getByText('42 takers')).toBeInTheDocument();
    expect(screen.getByText('Ravi')).toBeInTheDocument();
    const mine = screen.getAllByRole('listitem').find((li) => li.getAttribute('aria-current') === 'true');
    expect(mine).toHaveTextContent('30');
    // Not a dead end: back to the set list, on to the student's result, or the test again.
    expect(screen.getByRole('link', { name: 'Back to the sets' })).toHaveAttribute(
      'href',
      '/exams/ssc-cgl/en',
    );
    expect(screen.getByRole('link', { name: 'See my result' })).toHaveAttribute(
      'href',
      '/exams/ssc-cgl/cgl-set-1/results',
    );
    expect(screen.getByRole('link', { name: 'Re-attempt' })).toHaveAttribute(
      'href',
      '/exams/ssc-cgl/cgl-set-1?lang=en',
    );
  });

  it('tells a student whose first attempt is held for review why they have no rank (Hindi)', async () => {
    seedSession();
    mockFetch(() => jsonResponse(200, board({ mine: null, myReview: 'pending' })));
    await renderApp('/exam-leaderboard?set=cgl-set-1', { language: 'hi' });
    const review = await screen.findByTestId('leaderboard-review');
    expect(review).toHaveTextContent('आपका प्रयास जाँच में है: अभी रैंक नहीं');
    // The walk saw "only a finished first attempt is ranked" here, as if the test had been lost.
    expect(screen.queryByText(/रैंक केवल पहले पूरे किए गए प्रयास की बनती है/)).toBeNull();
    expect(screen.getByRole('link', { name: 'मेरा परिणाम देखें' })).toHaveAttribute(
      'href',
      '/exams/ssc-cgl/cgl-set-1/results',
    );
  });

  it('says "not ranked" once an admin kept the attempt out, even on an empty board', async () => {
    seedSession();
    mockFetch(() => jsonResponse(200, board({ mine: null, myReview: 'rejected', takers: 0, top: [] })));
    await renderApp('/exam-leaderboard?set=cgl-set-1', { language: 'en' });
    expect(await screen.findByTestId('leaderboard-review')).toHaveTextContent('Your attempt is not ranked');
    expect(screen.getByText('Nobody is ranked in this set yet')).toBeInTheDocument();
    expect(screen.queryByText('Be the first and take rank 1!')).toBeNull();
    expect(screen.getByRole('link', { name: 'See my result' })).toBeInTheDocument();
  });

  it('on an empty board, offers a non-taker the test itself, in a language the set has', async () => {
    seedSession();
    mockFetch(() => jsonResponse(200, board({ mine: null, takers: 0, top: [], languages: ['en'] })));
    await renderApp('/exam-leaderboard?set=cgl-set-1', { language: 'hi' });
    expect(await screen.findByText('सबसे पहले देकर रैंक 1 पाएँ!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'टेस्ट शुरू करें' })).toHaveAttribute(
      'href',
      '/exams/ssc-cgl/cgl-set-1?lang=en',
    );
    expect(screen.getByRole('link', { name: 'सेट की सूची पर लौटें' })).toHaveAttribute(
      'href',
      '/exams/ssc-cgl/en',
    );
    expect(screen.queryByRole('link', { name: 'मेरा परिणाम देखें' })).toBeNull();
    expect(screen.getByText(/रैंक केवल पहले पूरे किए गए प्रयास की बनती है/)).toBeInTheDocument();
  });

  it('without a set, is the exam leaderboards: the global boards by exam, asking for the exam', async () => {
    seedSession();
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    await renderApp('/exam-leaderboard', { language: 'en' });
    expect(await screen.findByText('Choose an exam to see who leads its mock tests.')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/leaderboard'))).toBe(false);
  });
});
