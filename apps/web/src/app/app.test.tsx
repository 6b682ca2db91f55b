import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readItem, sessionKeys, writeItem } from '@/lib/storage';
import { errorResponse, jsonResponse, mockFetch, testUser } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';

describe('user dashboard', () => {
  it('greets a signed-in user by the name /api/me returns, with username and role', async () => {
    seedSession();
    writeItem('userName', 'Old Name');
    const { calls } = mockFetch(() =>
      jsonResponse(200, { user: { ...testUser, orgRole: 'admin', organizationId: 'org_1' } }),
    );
    await renderApp('/quiz-dashboard', { language: 'en' });

    expect(await screen.findByRole('heading', { name: 'Hello, Asha Verma!' })).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/me')).toMatchObject({
      headers: { authorization: 'Bearer access-0' },
    });
    expect(screen.getByText('asha')).toBeInTheDocument();
    expect(screen.getByText('Student')).toBeInTheDocument();
    expect(screen.getByText('Institute admin')).toBeInTheDocument();
    expect(readItem('userName')).toBe('Asha Verma');
  });

  it('signs out: revokes the refresh token, clears the session and goes to /signin', async () => {
    seedSession({ refreshToken: 'refresh-token-0000000000' });
    writeItem('selectedLanguage', 'en');
    const { calls } = mockFetch(({ url }) =>
      url === '/api/auth/signout' ? jsonResponse(200, { ok: true }) : jsonResponse(200, { user: testUser }),
    );
    const { user, router } = await renderApp('/quiz-dashboard', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(calls.find((c) => c.url === '/api/auth/signout')?.body).toEqual({
      refreshToken: 'refresh-token-0000000000',
    });
    for (const key of sessionKeys) expect(readItem(key)).toBeNull();
    expect(readItem('selectedLanguage')).toBe('en');
  });

  it('signs out locally even when the server call fails', async () => {
    seedSession();
    mockFetch(({ url }) =>
      url === '/api/auth/signout'
        ? errorResponse(500, { code: 'INTERNAL' })
        : jsonResponse(200, { user: testUser }),
    );
    const { user, router } = await renderApp('/quiz-dashboard', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(readItem('token')).toBeNull();
    expect(readItem('refreshToken')).toBeNull();
  });

  it('goes to /signin when the session cannot be renewed', async () => {
    seedSession();
    mockFetch(({ url }) =>
      url === '/api/auth/refresh'
        ? errorResponse(401, { code: 'INVALID_REFRESH_TOKEN' })
        : errorResponse(401, { code: 'TOKEN_EXPIRED' }),
    );
    const { router } = await renderApp('/quiz-dashboard', { language: 'en' });
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(readItem('token')).toBeNull();
  });

  it('follows a sign-out made in another tab', async () => {
    seedSession();
    mockFetch(() => jsonResponse(200, { user: testUser }));
    const { router } = await renderApp('/quiz-dashboard', { language: 'en' });
    await screen.findByRole('heading', { name: 'Hello, Asha Verma!' });

    act(() => {
      localStorage.removeItem('token');
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: 'token',
          oldValue: 'access-0',
          newValue: null,
          storageArea: localStorage,
        }),
      );
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });
});

describe('routes', () => {
  it('shows a not-found page for an unknown path', async () => {
    mockFetch(() => jsonResponse(200, {}));
    await renderApp('/no/such/page', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('sends a signed-in user away from /signup', async () => {
    seedSession();
    mockFetch(() => jsonResponse(200, { user: testUser }));
    const { router } = await renderApp('/signup', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Hello, Asha Verma!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/quiz-dashboard');
  });
});
