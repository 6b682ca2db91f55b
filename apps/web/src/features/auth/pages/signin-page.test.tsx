import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readItem } from '@/lib/storage';
import { errorResponse, fakeJwt, jsonResponse, mockFetch, testUser } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const token = fakeJwt({ sub: 'u_1', role: 'user', orgRole: null, organizationId: null, username: 'asha' });

describe('sign-in page', () => {
  it('is in Hindi when no language was chosen', async () => {
    const { fetchMock } = mockFetch(() => jsonResponse(200, {}));
    await renderApp('/signin');
    expect(await screen.findByRole('heading', { name: 'साइन इन करें' })).toBeInTheDocument();
    expect(screen.getByLabelText('उपयोगकर्ता नाम या ईमेल')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('switches to English and remembers the choice', async () => {
    mockFetch(() => jsonResponse(200, {}));
    const { user } = await renderApp('/signin');
    await screen.findByRole('heading', { name: 'साइन इन करें' });

    await user.click(screen.getByRole('button', { name: 'English' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username or email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(readItem('selectedLanguage')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('shows translated field errors for empty input and sends nothing', async () => {
    const { fetchMock } = mockFetch(() => jsonResponse(200, {}));
    const { user } = await renderApp('/signin');
    await user.click(await screen.findByRole('button', { name: 'साइन इन करें' }));

    const identifier = screen.getByLabelText('उपयोगकर्ता नाम या ईमेल');
    expect(identifier).toHaveAttribute('aria-invalid', 'true');
    expect(identifier).toHaveAccessibleDescription('अपना उपयोगकर्ता नाम या ईमेल लिखें।');
    expect(screen.getByLabelText('पासवर्ड')).toHaveAccessibleDescription('यह जानकारी ज़रूरी है।');
    expect(identifier).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    // The error follows the language.
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Enter your username or email.')).toBeInTheDocument();
  });

  it('shows a translated INVALID_CREDENTIALS and keeps the user here', async () => {
    mockFetch(() => errorResponse(401, { code: 'INVALID_CREDENTIALS' }));
    const { user, router } = await renderApp('/signin', { language: 'en' });
    await user.type(await screen.findByLabelText('Username or email'), 'asha');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username/email or password.');
    expect(router.state.location.pathname).toBe('/signin');
    expect(readItem('token')).toBeNull();
  });

  it('tells how many minutes to wait when rate limited', async () => {
    mockFetch(() => errorResponse(429, { code: 'RATE_LIMITED', retryAfterSeconds: 150 }));
    const { user } = await renderApp('/signin', { language: 'en' });
    await user.type(await screen.findByLabelText('Username or email'), 'asha');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 3 minutes.');
  });

  it('says when the server cannot be reached', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = await renderApp('/signin');
    await user.type(await screen.findByLabelText('उपयोगकर्ता नाम या ईमेल'), 'asha');
    await user.type(screen.getByLabelText('पासवर्ड'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('सर्वर से संपर्क नहीं हो सका।');
  });

  it('stores the session and goes to the user dashboard on success', async () => {
    const { calls } = mockFetch(({ url }) =>
      url === '/api/auth/signin'
        ? jsonResponse(200, { token, refreshToken: 'refresh-token-0000000000', user: testUser })
        : jsonResponse(200, { user: testUser }),
    );
    const { user, router } = await renderApp('/signin', { language: 'en' });
    await user.type(await screen.findByLabelText('Username or email'), '  Asha@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Hello, Asha Verma!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/quiz-dashboard');
    expect(calls[0]?.body).toEqual({ identifier: 'Asha@Example.com', password: 'secret123' });
    expect(readItem('token')).toBe(token);
    expect(readItem('refreshToken')).toBe('refresh-token-0000000000');
    expect(readItem('role')).toBe('user');
    expect(readItem('userId')).toBe('u_1');
    expect(readItem('userName')).toBe('Asha Verma');
    expect(readItem('username')).toBe('asha');
  });

  it('shows why the user was sent here', async () => {
    mockFetch(() => jsonResponse(200, {}));
    await renderApp('/signin', { language: 'en', state: { notice: 'sessionExpired' } });
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
  });

  it('sends a signed-in user to the user dashboard', async () => {
    mockFetch(() => jsonResponse(200, { user: testUser }));
    localStorage.setItem('token', token);
    const { router } = await renderApp('/signin', { language: 'hi' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz-dashboard'));
  });

  it('sends a signed-in user who has not chosen a language to the language step first', async () => {
    mockFetch(() => jsonResponse(200, { user: testUser }));
    localStorage.setItem('token', token);
    const { router } = await renderApp('/signin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/language-selector'));
    expect(router.state.location.state).toEqual({ from: '/quiz-dashboard' });
  });
});
