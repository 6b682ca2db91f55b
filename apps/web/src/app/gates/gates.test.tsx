import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminOnlyPaths } from '@/app/router';
import { writeItem } from '@/lib/storage';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';

const concrete = (path: string) => path.replace(':studentId', 'u_9');

describe('Login Required gate', () => {
  it('stands in for a signed-in screen when no token is stored, says what an account gives, and sends the user to sign in', async () => {
    mockFetch(() => jsonResponse(200, {}));
    const { user, router } = await renderApp('/quiz/maths/all', { language: 'en' });
    // The spec's words in English (issue 17), and one line of what a free account gives.
    expect(await screen.findByRole('heading', { name: 'Login Required' })).toBeInTheDocument();
    expect(
      screen.getByText('Please login to access this feature and unlock all the benefits.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/free tests, an all-India rank, the Problem of the Day/)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Login Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.state).toEqual({ from: '/quiz/maths/all' });
  });

  it('is in Hindi by default, also where the home page’s “solve today’s problem” leads', async () => {
    mockFetch(() => jsonResponse(200, {}));
    await renderApp('/potd');
    expect(await screen.findByRole('heading', { name: 'साइन इन ज़रूरी है' })).toBeInTheDocument();
    expect(screen.getByText(/मुफ़्त टेस्ट, अखिल भारतीय रैंक, आज का प्रश्न और आपकी स्ट्रीक/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अभी साइन इन करें' })).toHaveAttribute('href', '/signin');
  });

  it('lets a signed-in user through to the screen', async () => {
    seedSession();
    mockFetch(() => jsonResponse(200, { data: [], meta: { total: 0 } }));
    await renderApp('/quiz/maths/all', { language: 'en' });
    expect(await screen.findByRole('button', { name: 'Start quiz' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Login Required' })).toBeNull();
  });
});

describe('admin gate', () => {
  it.each(adminOnlyPaths.map(concrete))('sends a student from %s to /', async (path) => {
    seedSession();
    mockFetch(() => jsonResponse(200, { data: [], meta: { total: 0 } }));
    const { router } = await renderApp(path, { language: 'en' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('lets a platform admin and an organisation admin in', async () => {
    seedSession();
    writeItem('role', 'admin');
    mockFetch(() => jsonResponse(200, { data: [], meta: { total: 0 } }));
    const first = await renderApp('/admin-dashboard', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Platform admin' })).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe('/admin-dashboard');
    first.unmount();

    writeItem('role', 'user');
    writeItem('orgRole', 'admin');
    const { router } = await renderApp('/organization/admin-dashboard', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Organization Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/organization/admin-dashboard');
  });

  it('lets a teacher into attendance and the dashboards, and nowhere else admin-only (issue 18)', async () => {
    seedSession();
    writeItem('orgRole', 'teacher');
    writeItem('organizationId', 'org_1');
    mockFetch(() => jsonResponse(200, { data: [] }));
    const first = await renderApp('/organization/attendance-management', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Attendance' })).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe('/organization/attendance-management');
    first.unmount();

    // The dashboard and a student's page show a teacher their own batches (the API scopes them).
    const second = await renderApp('/organization/admin-dashboard', { language: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Organization Dashboard' }),
    ).toBeInTheDocument();
    expect(second.router.state.location.pathname).toBe('/organization/admin-dashboard');
    second.unmount();

    const { router } = await renderApp('/student-management', { language: 'en' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
