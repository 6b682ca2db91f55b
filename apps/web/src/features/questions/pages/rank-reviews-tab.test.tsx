import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, type RecordedCall } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { signInAsAdmin, USER } from './admin-fixtures';

const ATTEMPT = '66666666-6666-4666-8666-666666666666';
const held = {
  attemptId: ATTEMPT,
  status: 'pending',
  set: { slug: 'ssc-cgl-mock-1', title: { hi: 'एसएससी सीजीएल मॉक 1', en: 'SSC CGL mock 1' } },
  student: { id: USER, username: 'fast_one', name: 'Ravi Kumar' },
  score: 200,
  totalMarks: 200,
  answered: 100,
  correct: 100,
  totalQuestions: 100,
  answeringSeconds: 2,
  secondsPerAnswer: 0.02,
  floorSeconds: 5,
  heldFor: 'pace',
  startedAt: '2026-11-20T10:30:00.000Z',
  submittedAt: '2026-11-20T10:30:03.000Z',
  reviewedAt: null,
  reviewedBy: null,
};

function reviewsApi(extra: (call: RecordedCall) => Response | undefined = () => undefined) {
  let pending = [held];
  return mockFetch((call) => {
    const answer = extra(call);
    if (answer) {
      pending = [];
      return answer;
    }
    if (call.url === '/api/admin/rank-reviews?status=pending') return jsonResponse(200, { items: pending });
    if (call.url.startsWith('/api/admin/rank-reviews?status=')) return jsonResponse(200, { items: [] });
    return jsonResponse(404, { error: { code: 'NOT_FOUND', message: call.url } });
  });
}

describe('test upload: attempts held out of the ranks', { timeout: 20_000 }, () => {
  it('shows a held attempt in Hindi: who, which set, the score and the pace against the floor', async () => {
    signInAsAdmin();
    reviewsApi();
    await renderApp('/test-upload?tab=reviews');
    const card = await screen.findByRole('article', { name: 'एसएससी सीजीएल मॉक 1 में fast_one का प्रयास' });
    expect(card).toHaveTextContent('Ravi Kumar (fast_one)');
    expect(card).toHaveTextContent('200 में से 200');
    expect(card).toHaveTextContent('100 में से 100, 100 सही');
    // Durations read as everywhere else in the app, not as a clock ("0:02").
    expect(card).toHaveTextContent('उत्तर देने में लगा समय2 सेकंड');
    expect(card).not.toHaveTextContent('0:02');
    expect(card).toHaveTextContent('कम से कम 5 सेकंड');
    expect(screen.getByRole('link', { name: 'रैंक की जाँच' })).toHaveAttribute('aria-current', 'page');
    expect(within(card).getByRole('button', { name: 'स्वीकार करें: रैंक दें' })).toBeInTheDocument();
  });

  it('clears an attempt into the ranks and empties the waiting list', async () => {
    signInAsAdmin();
    const { calls } = reviewsApi(({ url, method }) =>
      url === `/api/admin/rank-reviews/${ATTEMPT}` && method === 'POST'
        ? jsonResponse(200, {
            ...held,
            status: 'cleared',
            reviewedAt: '2026-11-21T09:00:00.000Z',
            reviewedBy: 'admin',
          })
        : undefined,
    );
    const { user } = await renderApp('/test-upload?tab=reviews', { language: 'en' });
    const card = await screen.findByRole('article', { name: 'Attempt of fast_one at SSC CGL mock 1' });
    expect(card).toHaveTextContent('0.02 s (a person needs at least 5 s)');
    expect(card).toHaveTextContent('Held for' + 'answering faster than a person reads');
    await user.click(within(card).getByRole('button', { name: 'Clear: rank it' }));
    expect(await screen.findByText('Attempt cleared: it now has a rank.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ decision: 'cleared' });
    expect(await screen.findByText('No attempts are waiting for a decision.')).toBeInTheDocument();
  });

  it('rejects an attempt, and shows the error when the decision fails', async () => {
    signInAsAdmin();
    let fail = true;
    const { calls } = mockFetch((call) => {
      if (call.method === 'POST') {
        if (fail) {
          fail = false;
          return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'gone' } });
        }
        return jsonResponse(200, { ...held, status: 'rejected', reviewedBy: 'admin' });
      }
      if (call.url === '/api/admin/rank-reviews?status=pending') return jsonResponse(200, { items: [held] });
      return jsonResponse(200, { items: [] });
    });
    const { user } = await renderApp('/test-upload?tab=reviews', { language: 'en' });
    const card = await screen.findByRole('article');
    await user.click(within(card).getByRole('button', { name: 'Reject: keep it out' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'We could not find what you were looking for.',
    );
    await user.click(within(card).getByRole('button', { name: 'Reject: keep it out' }));
    expect(await screen.findByText('Attempt rejected: it stays out of the ranks.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { decision: 'rejected' },
      { decision: 'rejected' },
    ]);
  });

  it('writes a longer answering time in minutes and seconds, in English too', async () => {
    signInAsAdmin();
    mockFetch((call) =>
      jsonResponse(200, {
        items: call.url.endsWith('status=pending') ? [{ ...held, answeringSeconds: 75 }] : [],
      }),
    );
    await renderApp('/test-upload?tab=reviews', { language: 'en' });
    expect(await screen.findByRole('article')).toHaveTextContent('Time to answer1 min 15 s');
  });

  it('lists decided attempts on request', async () => {
    signInAsAdmin();
    const { calls } = reviewsApi();
    const { user } = await renderApp('/test-upload?tab=reviews', { language: 'en' });
    await screen.findByRole('article');
    await user.click(screen.getByRole('button', { name: 'Rejected' }));
    expect(await screen.findByText('No attempts have been rejected.')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/admin/rank-reviews?status=rejected');
  });
});
