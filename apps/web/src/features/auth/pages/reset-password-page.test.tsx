import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readItem, writeItem } from '@/lib/storage';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const resetToken = 'reset-token-abcdefghijklmnop';

async function submit(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  password: string,
  confirm: string,
) {
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('reset-password page', () => {
  it('sends the token from the link and goes to sign-in with a success message', async () => {
    writeItem('token', 'old-access');
    const { calls } = mockFetch(() => jsonResponse(200, { ok: true }));
    const { user, router } = await renderApp(`/reset-password?token=${resetToken}`, { language: 'en' });
    await submit(user, 'naya2025pass', 'naya2025pass');

    expect(
      await screen.findByText('Your password has been changed. Sign in with your new password.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(calls[0]).toMatchObject({
      url: '/api/auth/reset-password',
      body: { token: resetToken, password: 'naya2025pass' },
    });
    expect(readItem('token')).toBeNull();
  });

  it('refuses two different passwords without sending', async () => {
    const { fetchMock } = mockFetch(() => jsonResponse(200, { ok: true }));
    const { user } = await renderApp(`/reset-password?token=${resetToken}`, { language: 'en' });
    await submit(user, 'naya2025pass', 'naya2025pas');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'The two passwords do not match.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('explains an expired or used link and offers a new one', async () => {
    mockFetch(() => errorResponse(400, { code: 'INVALID_RESET_TOKEN' }));
    const { user } = await renderApp(`/reset-password?token=${resetToken}`, { language: 'en' });
    await submit(user, 'naya2025pass', 'naya2025pass');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired or has already been used. Ask for a new one.',
    );
    expect(screen.getByRole('link', { name: 'Get a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('says when the link has no token', async () => {
    mockFetch(() => jsonResponse(200, {}));
    await renderApp('/reset-password', { language: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
