import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';
import { ids, series, set } from './fixtures.test-data';

const sets = { series: series(), items: [set(1), set(2)] };

describe('practice set list', { timeout: 20_000 }, () => {
  it('shows a visitor the sets without personal figures and never asks for them', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, sets));
    await renderApp('/exams/ssc-cgl-mock/hi', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'सेट 1' })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/exams/series/ssc-cgl-mock/sets?language=hi');
    expect(calls.some((c) => c.url.startsWith('/api/attempts'))).toBe(false);
    expect(screen.queryByText(/Taken/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Start test' })[0]).toHaveAttribute(
      'href',
      '/exams/ssc-cgl-mock/cgl-set-1?lang=hi',
    );
    expect(screen.getByText('Timed per section')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/exams/ssc-cgl-mock/en');
  });

  it('lists each set’s facts as a valid definition list (axe: definition-list, dlitem)', async () => {
    mockFetch(() => jsonResponse(200, sets));
    const { container } = await renderApp('/exams/ssc-cgl-mock/hi', { language: 'en' });
    await screen.findByRole('heading', { name: 'सेट 1' });
    const lists = [...container.querySelectorAll('dl')];
    expect(lists).toHaveLength(2);
    // A <dl> holds only dt/dd, directly or each group in one <div> (the walk's axe run found icons
    // and a second <div> between them).
    const childTags = (el: Element) => [...el.children].map((c) => c.tagName);
    for (const dl of lists) {
      for (const child of dl.children) {
        const tags = child.tagName === 'DIV' ? childTags(child) : [child.tagName];
        expect(
          tags.every((tag) => tag === 'DT' || tag === 'DD'),
          tags.join(','),
        ).toBe(true);
      }
    }
  });

  it('gives a signed-in student their record, Resume / Re-attempt and the result link', async () => {
    seedSession();
    const { calls } = mockFetch(({ url }) =>
      url.startsWith('/api/attempts/summary')
        ? jsonResponse(200, {
            items: [
              {
                setId: ids.set1,
                attempts: 2,
                bestScore: 120.5,
                activeAttemptId: null,
                lastSubmittedAttemptId: ids.attempt,
              },
              {
                setId: ids.set2,
                attempts: 1,
                bestScore: null,
                activeAttemptId: ids.attempt2,
                lastSubmittedAttemptId: null,
              },
            ],
          })
        : jsonResponse(200, sets),
    );
    await renderApp('/exams/ssc-cgl-mock/en', { language: 'en' });
    expect(await screen.findByText('Taken 2 times · best 120.5/200')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/attempts/summary?seriesId=ssc-cgl-mock');
    expect(screen.getByRole('link', { name: 'Re-attempt' })).toHaveAttribute(
      'href',
      '/exams/ssc-cgl-mock/cgl-set-1?lang=en',
    );
    expect(screen.getByRole('link', { name: 'Result' })).toHaveAttribute(
      'href',
      `/exams/ssc-cgl-mock/cgl-set-1/results?attempt=${ids.attempt}`,
    );
    expect(screen.getByRole('link', { name: 'Resume test' })).toHaveAttribute(
      'href',
      '/exams/ssc-cgl-mock/cgl-set-2?lang=en',
    );
    // The running attempt is not "taken once, best —/200": it is said as running (issue 17).
    const records = screen.getAllByTestId('my-record').map((p) => p.textContent);
    expect(records[1]).toBe('Test in progress: continue where you left off');
    expect(records.join(' ')).not.toContain('—');
  });
});
