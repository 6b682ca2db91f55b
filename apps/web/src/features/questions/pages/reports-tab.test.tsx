import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeItem } from '@/lib/storage';
import { jsonResponse, mockFetch, type RecordedCall } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';
import { Q1, REPORT, signInAsAdmin } from './admin-fixtures';

const report = {
  id: REPORT,
  questionId: Q1,
  setId: 'ssc-cgl-mock-1',
  setTitle: { hi: 'एसएससी सीजीएल मॉक टेस्ट 1', en: 'SSC CGL Mock Test 1' },
  reason: 'wrongKey',
  message: 'The answer should be Ganga.',
  status: 'open',
  createdAt: '2026-11-20T10:30:00.000Z',
  reporter: 'asha',
  question: {
    text: { hi: 'भारत की सबसे लंबी नदी?', en: 'Longest river of India?' },
    options: [
      { hi: 'गंगा', en: 'Ganga' },
      { hi: 'यमुना', en: 'Yamuna' },
      { hi: 'गोदावरी', en: 'Godavari' },
      { hi: 'नर्मदा', en: 'Narmada' },
    ],
    correctOption: 1,
  },
};

function reportsApi(extra: (call: RecordedCall) => Response | undefined = () => undefined) {
  let open = [report];
  return mockFetch((call) => {
    const answer = extra(call);
    if (answer) {
      open = [];
      return answer;
    }
    if (call.url === '/api/admin/question-reports?status=open') return jsonResponse(200, { items: open });
    if (call.url.startsWith('/api/admin/question-reports?status=')) return jsonResponse(200, { items: [] });
    return jsonResponse(404, { error: { code: 'NOT_FOUND', message: call.url } });
  });
}

describe('test upload: question reports', { timeout: 20_000 }, () => {
  it('shows a report with both languages, the current key, the reason and the message', async () => {
    signInAsAdmin();
    reportsApi();
    await renderApp('/test-upload?tab=reports');
    const card = await screen.findByRole('article', {
      name: 'एसएससी सीजीएल मॉक टेस्ट 1 के एक प्रश्न की रिपोर्ट',
    });
    // The set is named by its title in the admin's language, never by its slug.
    expect(card).toHaveTextContent('एसएससी सीजीएल मॉक टेस्ट 1');
    expect(card).not.toHaveTextContent('ssc-cgl-mock-1');
    expect(card).toHaveTextContent('भारत की सबसे लंबी नदी?');
    expect(card).toHaveTextContent('Longest river of India?');
    expect(card).toHaveTextContent('गलत उत्तर कुंजी');
    expect(card).toHaveTextContent('The answer should be Ganga.');
    const key = within(card)
      .getByText(/अभी की कुंजी/)
      .closest('li');
    expect(key).toHaveTextContent('यमुना');
    expect(screen.getByRole('link', { name: 'रिपोर्ट' })).toHaveAttribute('aria-current', 'page');
  });

  it('corrects the key after a confirmation: posts the 0-based answer and the report, shows the counts', async () => {
    signInAsAdmin();
    const { calls } = reportsApi(({ url, method }) =>
      url === `/api/admin/questions/${Q1}/answer` && method === 'POST'
        ? jsonResponse(200, { rescoredAttempts: 3, affectedStudents: 2 })
        : undefined,
    );
    const { user } = await renderApp('/test-upload?tab=reports', { language: 'en' });
    const card = await screen.findByRole('article', { name: 'Report on a question of SSC CGL Mock Test 1' });
    await user.click(within(card).getByRole('button', { name: 'Correct the key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the answer key' });
    expect(dialog).toHaveTextContent('Every submitted attempt');
    expect(dialog).toHaveTextContent('ranks are recomputed');
    const confirm = within(dialog).getByRole('button', { name: 'Correct and re-score' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: /Option 1/ }));
    await user.click(confirm);
    expect(
      await screen.findByText('Key corrected: 3 attempts re-scored, 2 students notified.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ answer: 0, reportId: REPORT });
    expect(await screen.findByText('No open reports. Nothing to check right now.')).toBeInTheDocument();
  });

  it('dismisses a report', async () => {
    signInAsAdmin();
    const { calls } = reportsApi(({ url, method }) =>
      url === `/api/admin/question-reports/${REPORT}/dismiss` && method === 'POST'
        ? new Response(null, { status: 204 })
        : undefined,
    );
    const { user } = await renderApp('/test-upload?tab=reports', { language: 'en' });
    const card = await screen.findByRole('article', { name: 'Report on a question of SSC CGL Mock Test 1' });
    await user.click(within(card).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Report dismissed.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      `/api/admin/question-reports/${REPORT}/dismiss`,
    ]);
    expect(await screen.findByText('No open reports. Nothing to check right now.')).toBeInTheDocument();
  });

  it('lists dismissed reports on request', async () => {
    signInAsAdmin();
    const { calls } = reportsApi();
    const { user } = await renderApp('/test-upload?tab=reports', { language: 'en' });
    await screen.findByRole('article');
    await user.click(screen.getByRole('button', { name: 'Dismissed' }));
    expect(await screen.findByText('No dismissed reports.')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/admin/question-reports?status=dismissed');
  });

  it('tells an organisation admin the reports are for platform admins only, without calling the API', async () => {
    seedSession();
    writeItem('orgRole', 'admin');
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    await renderApp('/test-upload?tab=reports', { language: 'en' });
    expect(await screen.findByText('Only platform admins can upload and edit tests.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Correct the key' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/admin'))).toHaveLength(0);
  });

  it('sends a student away from the admin tabs without calling the admin API', async () => {
    seedSession();
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    const { router } = await renderApp('/test-upload?tab=reports', { language: 'en' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.filter((c) => c.url.startsWith('/api/admin'))).toHaveLength(0);
  });
});
