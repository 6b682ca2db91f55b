import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const confirmation =
  "If an account exists for this email, we've sent a link to reset the password. Check your inbox and spam folder.";

describe('forgot-password page', () => {
  it.each([
    ['202 accepted', () => jsonResponse(202, { ok: true })],
    ['404 not found', () => errorResponse(404, { code: 'NOT_FOUND' })],
    ['429 rate limited', () => errorResponse(429, { code: 'RATE_LIMITED', retryAfterSeconds: 60 })],
    ['500 internal', () => errorResponse(500, { code: 'INTERNAL' })],
  ])('shows the same confirmation after a %s answer', async (_name, answer) => {
    const { calls } = mockFetch(answer);
    const { user } = await renderApp('/forgot-password', { language: 'en' });
    await user.type(await screen.findByLabelText('Email'), ' Someone@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send link' }));

    expect(await screen.findByText(confirmation)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      url: '/api/auth/forgot-password',
      body: { email: 'someone@example.com' },
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses an invalid email without sending it', async () => {
    const { fetchMock } = mockFetch(() => jsonResponse(202, { ok: true }));
    const { user } = await renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('ईमेल'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'लिंक भेजें' }));
    expect(await screen.findByText('सही ईमेल पता लिखें, जैसे name@example.com')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
