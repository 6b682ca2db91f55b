import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readItem } from '@/lib/storage';
import { errorResponse, fakeJwt, jsonResponse, mockFetch, testUser } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';

async function fillForm(user: Awaited<ReturnType<typeof renderApp>>['user'], password = 'pariksha2025') {
  await user.type(await screen.findByLabelText('Full name'), 'Asha Verma');
  await user.type(screen.getByLabelText('Username'), ' Asha_V ');
  await user.type(screen.getByLabelText('Email'), 'Asha@Example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('sign-up page', () => {
  it('shows the rules as hints', async () => {
    mockFetch(() => jsonResponse(200, {}));
    await renderApp('/signup', { language: 'en' });
    expect(await screen.findByLabelText('Username')).toHaveAccessibleDescription(
      '3–30 characters. Start with a letter; then use lowercase letters, digits, dots (.) or underscores (_).',
    );
  });

  it('shows USERNAME_TAKEN under the username field', async () => {
    mockFetch(() => errorResponse(409, { code: 'USERNAME_TAKEN', field: 'username' }));
    const { user } = await renderApp('/signup', { language: 'en' });
    await fillForm(user);

    const username = screen.getByLabelText('Username');
    expect(await screen.findByText('This username is already taken. Try another one.')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription(
      expect.stringContaining('This username is already taken. Try another one.'),
    );
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts a server VALIDATION_ERROR rule under its field', async () => {
    mockFetch(() =>
      errorResponse(400, { code: 'VALIDATION_ERROR', field: 'email', rule: 'validation.email.invalid' }),
    );
    const { user } = await renderApp('/signup', { language: 'en' });
    await fillForm(user);
    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com.',
    );
  });

  it('refuses what the server would refuse, before sending', async () => {
    const { fetchMock } = mockFetch(() => jsonResponse(201, {}));
    const { user } = await renderApp('/signup', { language: 'en' });
    await fillForm(user, 'asha_v2025');
    expect(await screen.findByText('Password must not contain your username.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the normalised input and signs the new user in', async () => {
    const token = fakeJwt({ sub: 'u_1', role: 'user', username: 'asha_v' });
    const { calls } = mockFetch(({ url }) =>
      url === '/api/auth/signup'
        ? jsonResponse(201, { token, refreshToken: 'refresh-token-0000000000', user: testUser })
        : jsonResponse(200, { user: testUser }),
    );
    const { user, router } = await renderApp('/signup', { language: 'en' });
    await fillForm(user);

    expect(await screen.findByRole('heading', { name: 'Hello, Asha Verma!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/quiz-dashboard');
    expect(calls[0]?.body).toEqual({
      name: 'Asha Verma',
      username: 'asha_v',
      email: 'asha@example.com',
      password: 'pariksha2025',
    });
    expect(readItem('token')).toBe(token);
  });

  it('sends a reader who is already signed in on to the address its link carried', async () => {
    // A tap on the prerendered landing page before its script starts follows the plain href.
    mockFetch(() => jsonResponse(200, { user: testUser }));
    seedSession();
    const { router } = await renderApp('/signup?from=%2Forganization%2Fregister', { language: 'en' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/organization/register'));
  });
});
