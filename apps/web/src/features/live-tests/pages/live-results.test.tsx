import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';
import { liveItem } from '../test/fixtures';

const id = '11111111-1111-4111-8111-111111111111';
const past = liveItem('2026-11-20T04:30:00.000Z', { phase: 'published', resultsPublished: true });
const results = {
  test: past,
  mine: {
    attemptId: 'a1',
    score: 150,
    rank: 2,
    candidates: 51,
    percentile: 96.1,
    correct: 78,
    wrong: 12,
    skipped: 10,
    sectionRanks: [
      { index: 0, name: { hi: 'सामान्य बुद्धि', en: 'General Intelligence' }, score: 40, maxScore: 50, rank: 3 },
      { index: 1, name: { hi: 'गणित', en: 'Quantitative Aptitude' }, score: 45.5, maxScore: 50, rank: 1 },
    ],
  },
  summary: {
    candidates: 51,
    totalMarks: 200,
    passingMarks: 80,
    topper: 162,
    average: 97.25,
    distribution: [
      { from: 0, to: 50, count: 5 },
      { from: 50, to: 100, count: 20 },
      { from: 100, to: 150, count: 23 },
      { from: 150, to: 200, count: 3 },
    ],
    cutOffs: [
      { percentile: 50, score: 98 },
      { percentile: 90, score: 140 },
    ],
  },
  serverNow: '2026-11-29T00:00:00.000Z',
};
const board = {
  items: [
    { rank: 1, name: 'Ravi', username: 'ravi', score: 162, percentile: 100, isMe: false },
    { rank: 2, name: 'Asha Verma', username: 'asha', score: 150, percentile: 96.1, isMe: true },
    { rank: 2, name: 'Meena', username: 'meena', score: 150, percentile: 96.1, isMe: false },
    { rank: 4, name: 'Kabir', username: 'kabir', score: 149, percentile: 92.2, isMe: false },
  ],
  total: 51,
  page: 1,
  pageSize: 50,
  mine: { rank: 2, score: 150, percentile: 96.1 },
};

describe('published live results', { timeout: 20_000 }, () => {
  it('shows score, all-India rank of N, section ranks, the spread, cut-offs and the board with shared ranks', async () => {
    seedSession();
    mockFetch(({ url }) => {
      if (url.endsWith('/results')) return jsonResponse(200, results);
      if (url.includes('/leaderboard')) return jsonResponse(200, board);
      return jsonResponse(200, { test: past, registration: null, serverNow: results.serverNow });
    });
    await renderApp(`/mock-test/${id}`, { language: 'en' });
    expect(await screen.findByTestId('live-score', {}, { timeout: 10_000 })).toHaveTextContent(
      '150 / 200 marks',
    );
    expect(screen.getByTestId('live-rank')).toHaveTextContent('All-India rank 2 of 51');
    expect(screen.getByText('Percentile: 96.1')).toBeInTheDocument();
    const sections = screen.getByRole('table', { name: 'Ranks by section' });
    expect(within(sections).getByRole('row', { name: /Quantitative Aptitude/ })).toHaveTextContent(
      '45.5 / 501',
    );
    // The band holding my score (150–200) is the highlighted bar; a screen reader hears every band.
    expect(screen.getByTestId('distribution-summary')).toHaveTextContent('150 to 200 marks: 3 students');
    expect(screen.getByTestId('distribution-chart').querySelectorAll('rect[data-mine]')).toHaveLength(1);
    const cutoffs = within(screen.getByTestId('live-cutoffs'));
    expect(cutoffs.getByText('90th percentile').nextSibling).toHaveTextContent('140');
    expect(cutoffs.getByText('Passing marks').nextSibling).toHaveTextContent('80');
    const list = await screen.findByRole('list', { name: 'Live leaderboard' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent?.match(/^\D*(\d+)/)?.[1])).toEqual(['1', '2', '2', '4']);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
  });

  it('keeps the pending state while the results route still says LIVE_RESULTS_PENDING', async () => {
    seedSession();
    mockFetch(({ url }) => {
      if (url.endsWith('/results')) return errorResponse(409, { code: 'LIVE_RESULTS_PENDING' });
      return jsonResponse(200, { test: past, registration: null, serverNow: results.serverNow });
    });
    await renderApp(`/mock-test/${id}`, { language: 'en' });
    expect(await screen.findByTestId('live-pending')).toBeInTheDocument();
    expect(screen.queryByTestId('live-rank')).toBeNull();
  });
});
