import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { writeItem } from '@/lib/storage';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';

const days = (counts: Record<number, number>) =>
  Array.from({ length: 30 }, (_, i) => ({
    day: new Date(Date.UTC(2026, 9, 24 + i)).toISOString().slice(0, 10),
    count: counts[i] ?? 0,
  }));

const stats = {
  generatedAt: '2026-11-22T10:00:00.000Z',
  users: { total: 1234, disabled: 3, admins: 2 },
  signUpsPerDay: days({ 29: 12, 28: 7 }),
  activeStudents: { today: 87, week: 412, perDay: days({ 29: 87 }) },
  attemptsPerDay: days({ 29: 40 }),
  quizzesPerDay: days({ 29: 55 }),
  liveTests: {
    upcoming: 2,
    past: 1,
    recent: [
      {
        id: 'l1',
        title: { hi: 'एसएससी लाइव 1', en: 'SSC live 1' },
        startsAt: '2026-11-21T04:30:00.000Z',
        registered: 200,
        joined: 150,
      },
    ],
  },
  institutes: { total: 9, suspended: 1, pendingRequests: 4 },
  openFeedback: 6,
  openQuestionReports: 5,
  pendingRankReviews: 2,
};
const meena = {
  id: 'u_9',
  name: 'Meena Yadav',
  username: 'meena',
  email: 'meena@example.in',
  role: 'user',
  orgRole: null,
  organizationId: null,
  language: 'hi',
  targetExam: null,
  targetExamAskedAt: null,
  createdAt: '2026-11-01T05:00:00.000Z',
  disabled: false,
  compensatoryTime: false,
};

describe('/admin-dashboard', { timeout: 30_000 }, () => {
  it('sends a student to the home page without calling an admin route', async () => {
    seedSession();
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    const { router } = await renderApp('/admin-dashboard', { language: 'en' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
    expect(screen.queryByRole('heading', { name: 'Platform admin' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/admin'))).toHaveLength(0);
  });

  it('shows the numbers, the charts with a spoken summary, live turnout and the links', async () => {
    seedSession();
    writeItem('role', 'admin');
    mockFetch(({ url }) => {
      if (url === '/api/admin/stats') return jsonResponse(200, stats);
      if (url.startsWith('/api/admin/users'))
        return jsonResponse(200, { data: [], meta: { page: 1, limit: 10, total: 0, pages: 1 } });
      return jsonResponse(200, {});
    });
    await renderApp('/admin-dashboard', { language: 'en' });
    expect(await screen.findByTestId('tile-users', {}, { timeout: 5000 })).toHaveTextContent('1,234');
    expect(screen.getByTestId('tile-activeWeek')).toHaveTextContent('412');
    expect(screen.getByTestId('tile-pendingRequests')).toHaveTextContent('4');
    const summaries = screen.getAllByTestId('day-bars-summary');
    expect(summaries).toHaveLength(4);
    expect(summaries[0]).toHaveTextContent('19 in the last 30 days.');
    expect(summaries[0]).toHaveTextContent('22 November: 12.');
    expect(screen.getByText('150 of 200 joined (75%)')).toBeInTheDocument();
    const work = within(
      screen.getByRole('heading', { name: 'Admin work' }).closest('section') as HTMLElement,
    );
    for (const [name, href] of [
      ['Write and upload tests', '/test-upload'],
      ['Problem of the Day', '/potd-management'],
      ['Institute requests', '/organization/manage'],
      ['Feedback inbox', '/user-feedback'],
    ] as const)
      expect(work.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', href);
  });

  it('finds a user, shows them, and disables them only after asking once', async () => {
    seedSession();
    writeItem('role', 'admin');
    let disabled = false;
    const { calls } = mockFetch(({ url, method }) => {
      if (url === '/api/admin/stats') return jsonResponse(200, stats);
      if (url === '/api/admin/users/u_9/disable' && method === 'POST') {
        disabled = true;
        return jsonResponse(200, { user: { ...meena, disabled: true } });
      }
      if (url === '/api/admin/users/u_9')
        return jsonResponse(200, {
          user: {
            ...meena,
            disabled,
            createdAt: '2026-11-01T05:00:00.000Z',
            lastActiveAt: '2026-11-21T05:00:00.000Z',
            organization: { id: 'o1', name: 'Gyan Academy' },
          },
          counts: { attempts: 4, submittedAttempts: 3, quizzes: 9, activeSessions: 2 },
        });
      if (url.startsWith('/api/admin/users'))
        return jsonResponse(200, {
          data: url.includes('search=meena') ? [{ ...meena, disabled }] : [],
          meta: { page: 1, limit: 10, total: 1, pages: 1 },
        });
      return jsonResponse(200, {});
    });
    const { user } = await renderApp('/admin-dashboard', { language: 'en' });
    await user.type(
      await screen.findByRole('searchbox', { name: 'Search users' }, { timeout: 5000 }),
      'meena',
    );
    await user.click(await screen.findByRole('button', { name: /Meena Yadav/ }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Gyan Academy')).toBeInTheDocument();
    expect(within(dialog).getByText('4 started, 3 submitted')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(calls.some((c) => c.url.endsWith('/disable'))).toBe(false);
    expect(within(dialog).getByText(/signed out everywhere at once/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, go ahead' }));
    expect(
      await screen.findByText('Account disabled. The user has been signed out everywhere.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/admin/users/u_9/disable' && c.method === 'POST')).toHaveLength(
      1,
    );
    expect(await within(dialog).findByRole('button', { name: 'Enable account' })).toBeInTheDocument();
  });

  it('does not offer an admin to demote or disable themselves', async () => {
    seedSession();
    writeItem('role', 'admin');
    mockFetch(({ url }) => {
      if (url === '/api/admin/stats') return jsonResponse(200, stats);
      if (url === '/api/admin/users/u_1')
        return jsonResponse(200, {
          user: {
            ...meena,
            id: 'u_1',
            name: 'Asha Verma',
            role: 'admin',
            createdAt: stats.generatedAt,
            lastActiveAt: null,
            organization: null,
          },
          counts: { attempts: 0, submittedAttempts: 0, quizzes: 0, activeSessions: 1 },
        });
      if (url.startsWith('/api/admin/users'))
        return jsonResponse(200, {
          data: [{ ...meena, id: 'u_1', name: 'Asha Verma', role: 'admin' }],
          meta: { page: 1, limit: 10, total: 1, pages: 1 },
        });
      return jsonResponse(200, {});
    });
    const { user } = await renderApp('/admin-dashboard', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: /Asha Verma/ }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('button', { name: 'Make student' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Disable account' })).toBeDisabled();
    expect(within(dialog).getAllByText('You cannot do this to your own account.')).toHaveLength(2);
  });
});
