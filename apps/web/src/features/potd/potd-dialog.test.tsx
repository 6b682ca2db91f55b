import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readItem, writeItem } from '@/lib/storage';
import { fakeJwt, jsonResponse, mockFetch, testUser } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';
import { fakePotd, key } from './test/fake-potd';

const dialog = () => screen.queryByRole('dialog', { name: 'Problem of the Day' });

describe('the Problem of the Day dialog', () => {
  it('opens once on a route change when the flag is set and a token exists, and clears the flag', async () => {
    seedSession();
    writeItem('showPotdDialog', 'true');
    mockFetch(fakePotd().handler);
    const { router } = await renderApp('/about', { language: 'en' });
    expect(await screen.findByRole('dialog', { name: 'Problem of the Day' })).toBeInTheDocument();
    expect(readItem('showPotdDialog')).toBeNull();
    // The page inside, without its own title.
    expect(await screen.findByText('What is 25% of 72?')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Problem of the Day', level: 1 })).toBeNull();

    await act(async () => {
      await screen.getByRole('button', { name: 'Close the Problem of the Day' }).click();
    });
    await waitFor(() => expect(dialog()).toBeNull());
    await act(() => router.navigate('/privacy-policy'));
    await act(() => router.navigate('/about'));
    expect(dialog()).toBeNull();
  });

  it('closes when the student goes to another page', async () => {
    seedSession();
    writeItem('showPotdDialog', 'true');
    mockFetch(fakePotd().handler);
    const { router } = await renderApp('/about', { language: 'en' });
    expect(await screen.findByRole('dialog', { name: 'Problem of the Day' })).toBeInTheDocument();
    await act(() => router.navigate('/privacy-policy'));
    await waitFor(() => expect(dialog()).toBeNull());
  });

  it('does not open without a token', async () => {
    writeItem('showPotdDialog', 'true');
    mockFetch(fakePotd().handler);
    await renderApp('/about', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(dialog()).toBeNull();
    expect(readItem('showPotdDialog')).toBe('true');
  });

  it('waits outside the exam hall: never opens over a test', async () => {
    seedSession();
    writeItem('showPotdDialog', 'true');
    mockFetch(fakePotd().handler);
    const { router } = await renderApp('/exams/ssc-cgl/set-1', { language: 'en' });
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(dialog()).toBeNull();
    expect(readItem('showPotdDialog')).toBe('true');
    await act(() => router.navigate('/about'));
    expect(await screen.findByRole('dialog', { name: 'Problem of the Day' })).toBeInTheDocument();
  });

  it('closes itself 1.5 s after a correct answer', async () => {
    seedSession();
    writeItem('showPotdDialog', 'true');
    mockFetch(fakePotd().handler);
    const { user } = await renderApp('/about', { language: 'en' });
    await user.click(await screen.findByRole('radio', { name: new RegExp(`^${key}`) }));
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    expect(await screen.findByText('Correct! Current streak: 1')).toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();
    await waitFor(() => expect(dialog()).toBeNull(), { timeout: 4000 });
  });

  it('is set by sign-in when today is unsolved, and shows on the page sign-in leads to', async () => {
    const { handler } = fakePotd();
    mockFetch((call) =>
      call.url === '/api/auth/signin'
        ? jsonResponse(200, {
            token: fakeJwt({ sub: 'u_1', role: 'user' }),
            refreshToken: 'r-0000000000',
            user: testUser,
          })
        : handler(call),
    );
    const { user, router } = await renderApp('/signin', { language: 'en' });
    await user.type(await screen.findByLabelText('Username or email'), 'asha');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Problem of the Day' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/quiz-dashboard');
    expect(readItem('showPotdDialog')).toBeNull();
  });

  it('is not set by sign-in when today is already solved', async () => {
    const { handler } = fakePotd({ solved: true });
    const { callsTo } = mockFetch((call) =>
      call.url === '/api/auth/signin'
        ? jsonResponse(200, {
            token: fakeJwt({ sub: 'u_1', role: 'user' }),
            refreshToken: 'r-0000000000',
            user: testUser,
          })
        : handler(call),
    );
    const { user } = await renderApp('/signin', { language: 'en' });
    await user.type(await screen.findByLabelText('Username or email'), 'asha');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(callsTo('/api/potd/today')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(readItem('showPotdDialog')).toBeNull();
    expect(dialog()).toBeNull();
  });
});
