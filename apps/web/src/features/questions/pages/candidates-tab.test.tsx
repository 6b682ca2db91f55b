import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeItem } from '@/lib/storage';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';
import { signInAsAdmin, USER } from './admin-fixtures';

const candidate = {
  id: USER,
  name: 'Ravi Kumar',
  username: 'ravi',
  email: 'ravi@example.com',
  role: 'user',
  orgRole: null,
  organizationId: null,
  language: null,
  targetExam: null,
  targetExamAskedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  disabled: false,
  compensatoryTime: false,
};
const page = (data: unknown[]) => ({ data, meta: { page: 1, limit: 20, total: data.length, pages: 1 } });

function usersApi() {
  return mockFetch(({ url, method }) => {
    if (url === '/api/admin/users?search=ravi&page=1&limit=20') return jsonResponse(200, page([candidate]));
    if (url.startsWith('/api/admin/users?')) return jsonResponse(200, page([]));
    if (url === `/api/admin/users/${USER}/accommodations` && method === 'PATCH')
      return jsonResponse(200, { compensatoryTime: true });
    return jsonResponse(404, { error: { code: 'NOT_FOUND', message: url } });
  });
}

describe('test upload: candidates with compensatory time', { timeout: 20_000 }, () => {
  it('searches, then grants compensatory time with a PATCH', async () => {
    signInAsAdmin();
    const { calls } = usersApi();
    const { user } = await renderApp('/test-upload?tab=candidates', { language: 'en' });
    expect(await screen.findByText('No accounts yet.')).toBeInTheDocument();
    // A grant also stretches a test running now (docs/exam-hall.md, "A deadline that moves").
    expect(
      screen.getByText(/applies to tests started from now on, and a test the candidate is taking now/),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Find a candidate' }), 'ravi');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const row = await screen.findByRole('article', { name: 'Ravi Kumar' });
    expect(calls.map((c) => c.url)).toContain('/api/admin/users?search=ravi&page=1&limit=20');
    const toggle = within(row).getByRole('switch', { name: 'Compensatory time (20 min per hour)' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(
      await screen.findByText(
        'Ravi Kumar now gets compensatory time in tests started from now on and in a test running now.',
      ),
    ).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    const patch = calls.filter((c) => c.method === 'PATCH');
    expect(patch.map((c) => [c.url, c.body])).toEqual([
      [`/api/admin/users/${USER}/accommodations`, { compensatoryTime: true }],
    ]);
  });

  it('says so in Hindi when nothing matches', async () => {
    signInAsAdmin();
    usersApi();
    const { user } = await renderApp('/test-upload?tab=candidates');
    await screen.findByText('अभी कोई खाता नहीं है।');
    await user.type(screen.getByRole('searchbox', { name: 'अभ्यर्थी खोजें' }), 'zzz');
    await user.click(screen.getByRole('button', { name: 'खोजें' }));
    expect(await screen.findByText('“zzz” से मिलता कोई खाता नहीं है।')).toBeInTheDocument();
  });

  it('tells an organisation admin the page is for platform admins only, without calling the API', async () => {
    seedSession();
    writeItem('orgRole', 'admin');
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    await renderApp('/test-upload?tab=candidates', { language: 'hi' });
    expect(await screen.findByText('केवल प्लेटफ़ॉर्म एडमिन ही टेस्ट अपलोड और संपादित कर सकते हैं।')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/admin'))).toHaveLength(0);
  });
});
