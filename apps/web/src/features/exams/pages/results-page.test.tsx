import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';
import { carryRefusals } from '../hall/lib/carried-refusals';
import { ids, result } from './fixtures.test-data';

const path = `/exams/ssc-cgl-mock/cgl-set-1/results?attempt=${ids.attempt}`;

describe('results', { timeout: 20_000 }, () => {
  it('shows a first attempt with its rank, percentile and takers', async () => {
    seedSession();
    mockFetch(() => jsonResponse(200, result()));
    await renderApp(path, { language: 'en' });
    expect(await screen.findByText('1.5 / 6 marks')).toBeInTheDocument();
    expect(screen.getByText('Rank 3 of 5')).toBeInTheDocument();
    expect(screen.getByText('Percentile 60')).toBeInTheDocument();
    expect(screen.getByText('Not passed')).toBeInTheDocument();
    expect(screen.getByText('12 min 34 s')).toBeInTheDocument();
    expect(screen.queryByText(/Practice attempt/)).not.toBeInTheDocument();
    const next = within(screen.getByRole('navigation', { name: 'What next' }));
    expect(next.getByRole('link', { name: 'See the full analysis' })).toHaveAttribute(
      'href',
      `/exams/ssc-cgl-mock/cgl-set-1/analysis?attempt=${ids.attempt}`,
    );
    expect(next.getByRole('link', { name: 'Leaderboard' })).toHaveAttribute(
      'href',
      '/exam-leaderboard?set=cgl-set-1',
    );
  });

  it('lists the answers the hall could not get counted before it closed, in Hindi, until dismissed', async () => {
    seedSession();
    mockFetch(() => jsonResponse(200, result()));
    const state = carryRefusals(
      [
        { questionId: ids.q2, seq: 7, answer: 2, marked: false, reason: 'closed', held: null },
        {
          questionId: ids.q1,
          seq: 9,
          answer: 0,
          marked: true,
          reason: 'closed',
          held: { answer: 1, marked: false, visited: true, seq: 3 },
        },
      ],
      [
        { id: ids.q1, number: 1 },
        { id: ids.q2, number: 2 },
        { id: 'not-refused', number: 3 },
      ],
    );
    const { user, router } = await renderApp(path, { language: 'hi', state });
    const notice = await screen.findByTestId('refused-answers');
    expect(notice).toHaveTextContent('ये उत्तर नहीं गिने गए');
    expect(notice).toHaveTextContent('प्रश्न 2, आपका उत्तर: विकल्प 3।');
    expect(notice).toHaveTextContent('प्रश्न 1, आपका उत्तर: विकल्प 1, समीक्षा के लिए चिह्नित।');
    expect(notice).toHaveTextContent('टेस्ट बंद होने के बाद पहुँचा (समय और उसके बाद के 15 सेकंड');
    expect(notice).toHaveTextContent('इस प्रश्न का सेव हुआ उत्तर: विकल्प 2।');
    // The result itself is shown below it.
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'ठीक है' }));
    expect(screen.queryByTestId('refused-answers')).toBeNull();
    // Dismissed for good: the history entry no longer carries them (a reload does not bring them back).
    expect(router.state.location.state).toBeNull();
    expect(router.state.location.search).toBe(`?attempt=${ids.attempt}`);
  });

  it('ignores a history state that is not the hall’s (nothing shown, nothing thrown)', async () => {
    seedSession();
    mockFetch(() => jsonResponse(200, result()));
    const state = {
      hallRefusals: { refusals: [{ questionId: 1, reason: 'closed' }], questions: 'x' },
    };
    await renderApp(path, { language: 'en', state });
    expect(await screen.findByText('1.5 / 6 marks')).toBeInTheDocument();
    expect(screen.queryByTestId('refused-answers')).toBeNull();
  });

  it('calls a re-attempt practice, with where it would have ranked, and explains a re-score', async () => {
    seedSession();
    mockFetch(() =>
      jsonResponse(
        200,
        result({
          ranked: false,
          rank: null,
          percentile: null,
          practiceRank: 2,
          score: 3.5,
          rescore: { at: '2026-11-23T06:30:00.000Z', previousScore: 1.5, questionIds: [ids.q2] },
        }),
      ),
    );
    await renderApp(path, { language: 'en' });
    expect(await screen.findByText('Practice attempt — not ranked; would rank 2')).toBeInTheDocument();
    expect(screen.queryByText(/^Rank /)).not.toBeInTheDocument();
    expect(
      screen.getByText(/Key corrected on .*23 Nov 2026.*; your score changed from 1.5 to 3.5\./),
    ).toBeInTheDocument();
  });

  // What hall-server sends for a first attempt held out of the ranks: no rank, no percentile.
  const heldOut = (rankReview: 'pending' | 'rejected') =>
    result({ ranked: true, rank: null, percentile: null, rankReview });

  it('says "Unranked: under review" instead of a rank and percentile while an admin checks the attempt', async () => {
    seedSession();
    mockFetch(() => jsonResponse(200, heldOut('pending')));
    await renderApp(path, { language: 'en' });
    expect(await screen.findByText('Unranked: under review')).toBeInTheDocument();
    expect(screen.getByText(/An admin is checking this attempt/)).toBeInTheDocument();
    expect(screen.queryByText(/^Rank /)).not.toBeInTheDocument();
    expect(screen.queryByText(/Percentile/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Rank not available yet/)).not.toBeInTheDocument();
  });

  it('says "Not ranked" (in Hindi too) when the admin kept the attempt out, even if a rank came along', async () => {
    seedSession();
    mockFetch(() => jsonResponse(200, { ...heldOut('rejected'), rank: 1, percentile: 100 }));
    await renderApp(path, { language: 'hi' });
    expect(await screen.findByText('रैंक में नहीं गिना गया')).toBeInTheDocument();
    expect(screen.queryByText(/^रैंक 1/)).not.toBeInTheDocument();
    expect(screen.queryByText(/पर्सेंटाइल/)).not.toBeInTheDocument();
  });

  it('shows the rank again once an admin cleared the attempt', async () => {
    seedSession();
    mockFetch(() => jsonResponse(200, result({ rankReview: 'cleared' })));
    await renderApp(path, { language: 'en' });
    expect(await screen.findByText('Rank 3 of 5')).toBeInTheDocument();
    expect(screen.queryByTestId('rank-review')).not.toBeInTheDocument();
  });

  it('without ?attempt shows the newest submitted attempt', async () => {
    seedSession();
    const { calls } = mockFetch(({ url }) =>
      url.startsWith('/api/attempts?')
        ? jsonResponse(200, {
            items: [
              {
                id: ids.attempt2,
                status: 'active',
                ranked: false,
                startedAt: '2026-11-22T11:00:00.000Z',
                submittedAt: null,
                score: null,
              },
              {
                id: ids.attempt,
                status: 'submitted',
                ranked: true,
                startedAt: '2026-11-22T10:00:00.000Z',
                submittedAt: '2026-11-22T10:12:34.000Z',
                score: 1.5,
              },
            ],
          })
        : jsonResponse(200, result()),
    );
    await renderApp('/exams/ssc-cgl-mock/cgl-set-1/results');
    expect(await screen.findByText('रैंक 3 / 5')).toBeInTheDocument();
    // The page's own calls, in order (the header refreshes the streak badge on its own).
    expect(calls.map((c) => c.url).filter((u) => !u.startsWith('/api/problem-of-day/'))).toEqual([
      '/api/attempts?setId=cgl-set-1',
      `/api/attempts/${ids.attempt}/result`,
    ]);
  });

  it('sends the student back into a test that is still running', async () => {
    seedSession();
    mockFetch(() => errorResponse(409, { code: 'ATTEMPT_NOT_SUBMITTED' }));
    await renderApp(path, { language: 'en' });
    expect(
      await screen.findByText('This test is still in progress. Submit it to see the result.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resume test' })).toHaveAttribute(
      'href',
      '/exams/ssc-cgl-mock/cgl-set-1?lang=en',
    );
  });

  it('puts a UPSC mock score beside the newest official cut-offs, category by category', async () => {
    seedSession();
    mockFetch(() => jsonResponse(200, result({ examKey: 'UPSC_CSE', score: 90, totalMarks: 200 })));
    await renderApp(path, { language: 'en' });
    const card = within(await screen.findByRole('region', { name: 'Beside the official cut-offs' }));
    expect(card.getByText('Your score: 90 of 200')).toBeInTheDocument();
    expect(card.getByText('Preliminary: General Studies Paper I, cut-offs of 2025')).toBeInTheDocument();
    // General 92.66 is 2.66 above the score; SC 84 is 6 below it.
    const general = card.getByText('General').closest('li');
    expect(general).toHaveTextContent('General 92.662.66 below');
    expect(card.getByText('SC').closest('li')).toHaveTextContent('SC 846 above');
    expect(card.getByRole('link', { name: 'Cut-offs and their sources' })).toHaveAttribute(
      'href',
      '/exam/upsc-cse#cut-offs-title',
    );
  });

  it('shows no cut-off card for an exam whose body publishes none', async () => {
    seedSession();
    mockFetch(() => jsonResponse(200, result()));
    await renderApp(path, { language: 'en' });
    expect(await screen.findByText('1.5 / 6 marks')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /cut-offs/ })).not.toBeInTheDocument();
  });

  it('says the CTET pass mark in Hindi, on the paper’s own 150 marks', async () => {
    seedSession();
    mockFetch(() => jsonResponse(200, result({ examKey: 'CTET', score: 96, totalMarks: 150 })));
    await renderApp(path, { language: 'hi' });
    const card = within(await screen.findByRole('region', { name: 'उत्तीर्ण अंकों से तुलना' }));
    expect(card.getByText('आपके अंक: 150 में से 96')).toBeInTheDocument();
    expect(card.getByText('उत्तीर्ण अंक').closest('li')).toHaveTextContent('उत्तीर्ण अंक 906 अधिक');
  });
});
