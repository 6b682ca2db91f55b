import type { MyInstitute } from '@abhyas/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeItem } from '@/lib/storage';
import { jsonResponse, mockFetch, testUser } from '@/test/fetch-mock';
import { emptySummary } from '@/test/fixtures/dashboard-summary';
import { renderApp, seedSession } from '@/test/render-app';

const org = '0a000000-0000-4000-8000-000000000001';
const card: MyInstitute = {
  organisationName: 'Demo Coaching Institute',
  batches: [{ id: '0b000000-0000-4000-8000-000000000001', name: 'SSC CGL सुबह 2026', attendanceRate: 92 }],
  attendanceRate: 92,
  upcomingTests: [
    {
      id: '0d000000-0000-4000-8000-000000000001',
      batchName: 'SSC CGL सुबह 2026',
      title: { hi: 'साप्ताहिक टेस्ट 3', en: 'Weekly test 3' },
      opensAt: '2026-11-20T04:30:00.000Z',
      closesAt: '2099-12-01T12:30:00.000Z',
      seriesId: 'demo-institute',
      setId: 'weekly-3',
      done: false,
    },
  ],
  recentRanks: [
    {
      id: '0d000000-0000-4000-8000-000000000002',
      batchName: 'SSC CGL सुबह 2026',
      title: { hi: 'साप्ताहिक टेस्ट 2', en: 'Weekly test 2' },
      closesAt: '2026-11-25T12:30:00.000Z',
      rank: 3,
      ranked: 18,
      scorePercent: 72.5,
    },
  ],
};

function dashboard(member: boolean) {
  seedSession();
  if (member) {
    writeItem('orgRole', 'member');
    writeItem('organizationId', org);
  }
  return mockFetch(({ url }) => {
    if (url === '/api/dashboard/summary') return jsonResponse(200, emptySummary);
    if (url === `/api/organisations/${org}/me`) return jsonResponse(200, card);
    if (url.startsWith('/api/notifications'))
      return jsonResponse(200, { data: [], meta: { page: 1, limit: 20, total: 0, pages: 1 } });
    return jsonResponse(200, {
      user: member ? { ...testUser, orgRole: 'member', organizationId: org } : testUser,
    });
  });
}

describe('"My institute" on /user-dashboard', { timeout: 30_000 }, () => {
  it('shows a student of an institute their batches, attendance, batch tests and rank (Hindi)', async () => {
    const { callsTo } = dashboard(true);
    await renderApp('/user-dashboard', { language: 'hi' });
    const region = await screen.findByRole('region', { name: 'मेरा संस्थान' });
    expect(await within(region).findByText('Demo Coaching Institute')).toBeInTheDocument();
    expect(within(region).getByTestId('institute-batches')).toHaveTextContent('SSC CGL सुबह 2026');
    expect(within(region).getByTestId('institute-attendance')).toHaveTextContent('92%');
    expect(within(region).getByRole('link', { name: /साप्ताहिक टेस्ट 3/ })).toHaveAttribute(
      'href',
      '/organization/exam-dashboard',
    );
    expect(within(region).getByTestId('institute-ranks')).toHaveTextContent('18 में से रैंक 3 · 72.5%');
    expect(within(region).getByRole('link', { name: 'मेरे संस्थान के टेस्ट' })).toHaveAttribute(
      'href',
      '/organization/exam-dashboard',
    );
    expect(callsTo(`/api/organisations/${org}/me`)).toHaveLength(1);
  });

  it('is not there, and nothing is asked, for a student of no institute', async () => {
    const { calls } = dashboard(false);
    await renderApp('/user-dashboard', { language: 'en' });
    expect(await screen.findByTestId('stat-tests')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My institute' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/organisations/'))).toBe(false);
  });
});
