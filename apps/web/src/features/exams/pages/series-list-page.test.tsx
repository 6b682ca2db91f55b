import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { series } from './fixtures.test-data';

describe('test series list', { timeout: 20_000 }, () => {
  it('filters by exam: the request names the exam and the list follows', async () => {
    const { calls } = mockFetch(({ url }) =>
      jsonResponse(200, { items: url.includes('exam=IBPS_PO') ? [] : [series()] }),
    );
    const { user, router } = await renderApp('/exams', { language: 'en' });
    const card = await screen.findByRole('link', { name: /SSC CGL Mock/ });
    expect(card).toHaveAttribute('href', '/exams/ssc-cgl-mock/en');
    expect(calls.some((c) => c.url === '/api/exams/series')).toBe(true);

    await user.selectOptions(screen.getByLabelText('Exam'), 'IBPS_PO');
    expect(await screen.findByText('No test series for IBPS PO yet')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/exams/series?exam=IBPS_PO')).toBe(true);
    expect(router.state.location.search).toBe('?exam=IBPS_PO');

    await user.click(screen.getByRole('button', { name: 'Show all series' }));
    expect(await screen.findByRole('link', { name: /SSC CGL Mock/ })).toBeInTheDocument();
  });

  it('speaks Hindi by default and opens an English-only series in English', async () => {
    mockFetch(() => jsonResponse(200, { items: [series({ languages: ['en'] })] }));
    await renderApp('/exams');
    const card = await screen.findByRole('link', { name: /एसएससी सीजीएल मॉक/ });
    expect(card).toHaveAttribute('href', '/exams/ssc-cgl-mock/en');
    expect(screen.getByRole('heading', { level: 1, name: 'टेस्ट सीरीज़' })).toBeInTheDocument();
  });
});
