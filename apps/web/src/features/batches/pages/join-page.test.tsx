import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readItem } from '@/lib/storage';
import { errorResponse, fakeJwt, jsonResponse, mockFetch, testUser } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';

const preview = (over: Record<string, unknown> = {}) => ({
  organisation: { id: 'o1', name: 'Gyan Path Coaching' },
  role: 'member',
  batch: { name: 'SSC CGL सुबह 2026' },
  alreadyMember: false,
  inOtherInstitute: false,
  ...over,
});

describe('/join/{code}', { timeout: 30_000 }, () => {
  it('shows the institute, joins, and refreshes the token so the claims follow', async () => {
    seedSession();
    const fresh = fakeJwt({
      sub: 'u_1',
      role: 'user',
      orgRole: 'member',
      organizationId: 'o1',
      username: 'asha',
    });
    const { calls } = mockFetch(({ url, method }) => {
      if (url === '/api/invites/ABCD2345' && method === 'GET') return jsonResponse(200, preview());
      if (url === '/api/invites/ABCD2345/join')
        return jsonResponse(200, { organizationId: 'o1', orgRole: 'member', joined: true });
      if (url === '/api/auth/refresh') return jsonResponse(200, { token: fresh, refreshToken: 'refresh-1' });
      return jsonResponse(200, {});
    });
    const { user } = await renderApp('/join/ABCD2345', { language: 'en' });
    expect(await screen.findByText('Gyan Path Coaching')).toBeInTheDocument();
    expect(screen.getByText(/batch SSC CGL सुबह 2026/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('You have joined Gyan Path Coaching.')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/auth/refresh')).toBe(true);
    await waitFor(() => expect(readItem('organizationId')).toBe('o1'));
    expect(readItem('orgRole')).toBe('member');
  });

  it('says in Hindi why an expired code joins nobody', async () => {
    seedSession();
    mockFetch(() =>
      errorResponse(409, { code: 'CONFLICT', field: 'code', rule: 'validation.batches.inviteExpired' }),
    );
    await renderApp('/join/ABCD2345', { language: 'hi' });
    expect(
      await screen.findByText('इस आमंत्रण की अवधि समाप्त हो चुकी है। संस्थान से नया आमंत्रण माँगें।'),
    ).toBeInTheDocument();
  });

  it('tells a member of another institute to leave it first, with no join button', async () => {
    seedSession();
    mockFetch(() => jsonResponse(200, preview({ inOtherInstitute: true })));
    await renderApp('/join/ABCD2345', { language: 'en' });
    expect(await screen.findByText(/You already belong to another institute/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  });

  describe('a signed-out visitor', () => {
    const token = fakeJwt({
      sub: 'u_1',
      role: 'user',
      orgRole: null,
      organizationId: null,
      username: 'asha',
    });
    const api = () =>
      mockFetch(({ url }) => {
        if (url === '/api/auth/signin')
          return jsonResponse(200, { token, refreshToken: 'r-1', user: testUser });
        if (url === '/api/auth/signup')
          return jsonResponse(201, { token, refreshToken: 'r-1', user: testUser });
        if (url === '/api/invites/ABCD2345') return jsonResponse(200, preview());
        if (url === '/api/notifications')
          return jsonResponse(200, { data: [], meta: { page: 1, limit: 20, total: 0, pages: 1 } });
        return jsonResponse(200, {});
      });

    it('is offered both sign-in and sign-up, not the generic Login Required card', async () => {
      api();
      await renderApp('/join/ABCD2345', { language: 'hi' });
      expect(await screen.findByRole('link', { name: 'साइन इन करें' })).toHaveAttribute('href', '/signin');
      expect(screen.getByRole('link', { name: 'खाता बनाएँ' })).toHaveAttribute('href', '/signup');
      expect(screen.queryByTestId('login-required')).not.toBeInTheDocument();
    });

    it('comes back to the invite after creating an account', async () => {
      api();
      const { user, router } = await renderApp('/join/ABCD2345', { language: 'en' });
      await user.click(await screen.findByRole('link', { name: 'Create an account' }));
      await user.type(await screen.findByLabelText('Full name'), 'Asha Verma');
      await user.type(screen.getByLabelText('Username'), 'asha_v');
      await user.type(screen.getByLabelText('Email'), 'asha@example.com');
      await user.type(screen.getByLabelText('Password'), 'pariksha2025');
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/join/ABCD2345'));
      expect(await screen.findByText('Gyan Path Coaching')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Join' })).toBeInTheDocument();
    });

    it('comes back after signing in, also when they first went to sign-up and switched', async () => {
      api();
      const { user, router } = await renderApp('/join/ABCD2345', { language: 'en' });
      await user.click(await screen.findByRole('link', { name: 'Create an account' }));
      await user.click(await within(screen.getByRole('main')).findByRole('link', { name: 'Sign in' }));
      await user.type(await screen.findByLabelText('Username or email'), 'asha');
      await user.type(screen.getByLabelText('Password'), 'secret123');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/join/ABCD2345'));
      expect(await screen.findByText('Gyan Path Coaching')).toBeInTheDocument();
    });
  });

  it('checks a typed code before looking it up', async () => {
    mockFetch(() => jsonResponse(200, {}));
    seedSession();
    const { user } = await renderApp('/join', { language: 'en' });
    await user.type(await screen.findByLabelText('Invite code'), 'O0I1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/An invite code has 8 letters and digits/)).toBeInTheDocument();
  });
});
