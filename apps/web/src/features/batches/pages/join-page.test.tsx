import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readItem } from '@/lib/storage';
import { errorResponse, fakeJwt, jsonResponse, mockFetch } from '@/test/fetch-mock';
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

  it('checks a typed code before looking it up', async () => {
    mockFetch(() => jsonResponse(200, {}));
    seedSession();
    const { user } = await renderApp('/join', { language: 'en' });
    await user.type(await screen.findByLabelText('Invite code'), 'O0I1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/An invite code has 8 letters and digits/)).toBeInTheDocument();
  });
});
