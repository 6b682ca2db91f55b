import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminOnlyPaths } from '@/app/router';
import { writeItem } from '@/lib/storage';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';

const concrete = (path: string) => path.replace(':studentId', 'u_9');

describe('Sign-in Required gate', () => {
  it('stands in for a signed-in screen when no token is stored, and sends the user to sign in', async () => {
    mockFetch(() => jsonResponse(200, {}));
    const { user, router } = await renderApp('/quiz', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Sign-in Required' })).toBeInTheDocument();
    expect(
      screen.getByText('Please sign in to access this feature and unlock all the benefits.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Sign in Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.state).toEqual({ from: '/quiz' });
  });

  it('is in Hindi by default', async () => {
    mockFetch(() => jsonResponse(200, {}));
    await renderApp('/potd');
    expect(await screen.findByRole('heading', { name: 'साइन इन ज़रूरी है' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अभी साइन इन करें' })).toHaveAttribute('href', '/signin');
  });

  it('lets a signed-in user through to the screen', async () => {
    seedSession();
    mockFetch(() => jsonResponse(200, { data: [], meta: { total: 0 } }));
    await renderApp('/quiz', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Practice quizzes', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign-in Required' })).toBeNull();
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
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    first.unmount();

    writeItem('role', 'user');
    writeItem('orgRole', 'admin');
    const { router } = await renderApp('/organization/admin-dashboard', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Organization Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/organization/admin-dashboard');
  });
});
