import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { readItem } from '@/lib/storage';
import { fakeJwt, jsonResponse, mockFetch, testUser } from '@/test/fetch-mock';
import { emptySummary } from '@/test/fixtures/dashboard-summary';
import { renderApp, seedSession } from '@/test/render-app';

const token = fakeJwt({ sub: 'u_1', role: 'user', orgRole: null, organizationId: null, username: 'asha' });

/** The API of a student whose account holds `language`; PATCH /api/me echoes the change. */
function accountApi(language: 'hi' | 'en' | null) {
  const user = { ...testUser, language };
  return mockFetch(({ url, method, body }) => {
    if (url === '/api/auth/signin')
      return jsonResponse(200, { token, refreshToken: 'refresh-token-0000000000', user });
    if (url === '/api/me' && method === 'PATCH')
      return jsonResponse(200, { user: { ...user, ...(body as object) } });
    if (url === '/api/notifications')
      return jsonResponse(200, { data: [], meta: { page: 1, limit: 20, total: 0, pages: 1 } });
    if (url === '/api/dashboard/summary') return jsonResponse(200, emptySummary);
    return jsonResponse(200, { user });
  });
}

async function signIn(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.type(await screen.findByLabelText('उपयोगकर्ता नाम या ईमेल'), 'asha');
  await user.type(screen.getByLabelText('पासवर्ड'), 'secret123');
  await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));
}

describe('the language kept on the account (issue 17)', () => {
  it('a new device applies the account’s language at sign-in and skips the language step', async () => {
    const { calls } = accountApi('en');
    const { user, router } = await renderApp('/signin');
    await signIn(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz-dashboard'));
    expect(readItem('selectedLanguage')).toBe('en');
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(await screen.findByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/language') || c.method === 'PATCH')).toBe(false);
  });

  it('saves the language picked on the step to the account', async () => {
    const { calls } = accountApi(null);
    const { user, router } = await renderApp('/signin');
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/language-selector'));
    await user.click(await within(screen.getByRole('main')).findByRole('button', { name: /English/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz-dashboard'));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH')).toEqual([
        expect.objectContaining({ url: '/api/me', body: { language: 'en' } }),
      ]),
    );
  });

  it('saves a switch made with the header toggle while signed in', async () => {
    seedSession();
    const { calls } = accountApi('hi');
    const { user } = await renderApp('/no/such/page', { language: 'hi' });
    await screen.findByRole('heading', { name: 'यह पेज नहीं मिला' });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'English' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ language: 'en' }]),
    );
  });

  it('gives an account without a language the one this device already has, at sign-in', async () => {
    const { calls } = accountApi(null);
    const { user, router } = await renderApp('/signin', { language: 'hi' });
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz-dashboard'));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ language: 'hi' }]),
    );
  });

  it('keeps the language chosen on this device over the account’s, and tells the account', async () => {
    const { calls } = accountApi('hi');
    const { user, router } = await renderApp('/signin', { language: 'en' });
    await user.type(await screen.findByLabelText('Username or email'), 'asha');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz-dashboard'));
    expect(readItem('selectedLanguage')).toBe('en');
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ language: 'en' }]),
    );
  });

  it('saves nothing to any account while signed out', async () => {
    const { calls } = accountApi(null);
    const { user } = await renderApp('/signin', { language: 'hi' });
    await screen.findByLabelText('उपयोगकर्ता नाम या ईमेल');
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'English' }));
    await waitFor(() => expect(readItem('selectedLanguage')).toBe('en'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });
});
