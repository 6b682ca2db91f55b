import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';
import { ids } from './fixtures.test-data';

const notFound = () => errorResponse(404, { code: 'NOT_FOUND' });

/** The not-found screen: says so, leads back to /exams, and offers no pointless "Try again". */
async function expectNotFound(lang: 'hi' | 'en') {
  const texts =
    lang === 'en'
      ? { title: 'We could not find this test', back: 'See all test series', retry: 'Try again' }
      : { title: 'यह टेस्ट नहीं मिला', back: 'सभी टेस्ट सीरीज़ देखें', retry: 'फिर से कोशिश करें' };
  expect(await screen.findByText(texts.title)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: texts.back })).toHaveAttribute('href', '/exams');
  expect(screen.queryByRole('button', { name: texts.retry })).not.toBeInTheDocument();
}

describe('an unknown series or set is a 404, not a failure to retry', { timeout: 20_000 }, () => {
  it('unknown series: the set list says not found, in Hindi', async () => {
    mockFetch(notFound);
    await renderApp('/exams/no-such-series/hi');
    await expectNotFound('hi');
  });

  it('unknown set: the results page says not found', async () => {
    seedSession();
    mockFetch(notFound);
    await renderApp('/exams/ssc-cgl-mock/no-such-set/results', { language: 'en' });
    await expectNotFound('en');
  });

  it('an attempt that is not there: the analysis says not found', async () => {
    seedSession();
    mockFetch(notFound);
    await renderApp(`/exams/ssc-cgl-mock/cgl-set-1/analysis?attempt=${ids.attempt}`, { language: 'en' });
    await expectNotFound('en');
  });

  it('a real failure (500) still offers "Try again"', async () => {
    mockFetch(() => errorResponse(500, { code: 'INTERNAL' }));
    await renderApp('/exams/ssc-cgl-mock/en', { language: 'en' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('We could not find this test')).not.toBeInTheDocument();
  });
});
