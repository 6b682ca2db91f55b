import type { DashboardAttempt, NextSteps } from '@abhyas/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeItem } from '@/lib/storage';
import { errorResponse, jsonResponse, mockFetch, testUser } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';

const attempt = (over: Partial<DashboardAttempt>): DashboardAttempt => ({
  attemptId: '11111111-1111-4111-8111-111111111111',
  seriesId: 'ssc-cgl-full-mocks',
  setId: 'ssc-cgl-mock-1',
  title: { hi: 'एसएससी सीजीएल मॉक 1', en: 'SSC CGL Mock 1' },
  language: 'hi',
  startedAt: '2026-11-22T10:00:00.000Z',
  deadline: '2026-11-22T11:00:00.000Z',
  submittedAt: null,
  score: null,
  ...over,
});

function landing(steps: NextSteps | Response) {
  seedSession();
  writeItem('selectedLanguage', 'hi');
  return mockFetch(({ url }) => {
    if (url === '/api/dashboard/next-steps')
      return steps instanceof Response ? steps : jsonResponse(200, steps);
    if (url === '/api/notifications')
      return jsonResponse(200, { data: [], meta: { page: 1, limit: 20, total: 0, pages: 1 } });
    return jsonResponse(200, { user: testUser });
  });
}

describe('the signed-in landing offers the next step (issue 10)', () => {
  it('continues an unfinished test, opens the test series, and links recent results', async () => {
    const { callsTo } = landing({
      unfinished: [attempt({})],
      recentResults: [
        attempt({
          attemptId: '22222222-2222-4222-8222-222222222222',
          seriesId: 'ctet-paper-1',
          setId: 'ctet-mock-2',
          title: { hi: 'सीटेट मॉक 2', en: 'CTET Mock 2' },
          submittedAt: '2026-11-21T09:30:00.000Z',
          score: 72.5,
        }),
      ],
    });
    await renderApp('/quiz-dashboard', { language: 'hi' });
    const main = await screen.findByRole('main');

    const next = await within(main).findByRole('region', { name: 'आगे क्या करें' });
    expect(await within(next).findByText('एसएससी सीजीएल मॉक 1')).toBeInTheDocument();
    expect(within(next).getByRole('link', { name: 'टेस्ट जारी रखें' })).toHaveAttribute(
      'href',
      '/exams/ssc-cgl-full-mocks/ssc-cgl-mock-1?lang=hi',
    );
    expect(within(next).getByRole('link', { name: 'टेस्ट सीरीज़ देखें' })).toHaveAttribute('href', '/exams');

    const results = within(main).getByRole('region', { name: 'हाल के परिणाम' });
    const result = within(results).getByRole('link', { name: /सीटेट मॉक 2/ });
    expect(result).toHaveAttribute(
      'href',
      '/exams/ctet-paper-1/ctet-mock-2/results?attempt=22222222-2222-4222-8222-222222222222',
    );
    expect(result).toHaveTextContent('72.5 अंक');
    expect(callsTo('/api/dashboard/next-steps')[0]?.headers.authorization).toBe('Bearer access-0');
  });

  it('offers the test series and says where results will appear when there is nothing yet', async () => {
    landing({ unfinished: [], recentResults: [] });
    await renderApp('/quiz-dashboard', { language: 'en' });
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByText('No results yet. Take a test and its result will appear here.'),
    ).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Browse the test series' })).toHaveAttribute(
      'href',
      '/exams',
    );
    expect(within(main).queryByRole('link', { name: 'Continue the test' })).toBeNull();
  });

  it('still offers the test series when the next steps cannot be loaded, with a retry', async () => {
    landing(errorResponse(500, { code: 'INTERNAL' }));
    await renderApp('/quiz-dashboard', { language: 'en' });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Browse the test series' })).toHaveAttribute(
      'href',
      '/exams',
    );
  });
});
