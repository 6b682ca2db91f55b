import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readItem, writeItem } from '@/lib/storage';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';
import { storeStreak } from './hooks/use-potd-submit';
import { fakePotd, key } from './test/fake-potd';

const radios = () => screen.getAllByRole('radio');
const option = (text: string) => screen.getByRole('radio', { name: new RegExp(`^${text}`) });

describe('the stored streak after a solve', () => {
  it('keeps the larger of the previous max and the new streak', () => {
    writeItem('maxStreak', '5');
    storeStreak(1);
    expect([readItem('currentStreak'), readItem('maxStreak')]).toEqual(['1', '5']);
    writeItem('maxStreak', '2');
    storeStreak(3);
    expect([readItem('currentStreak'), readItem('maxStreak')]).toEqual(['3', '3']);
  });
});

describe('the Problem of the Day page', () => {
  it('warns when no option is chosen and sends nothing', async () => {
    seedSession();
    const { handler } = fakePotd();
    const { callsTo } = mockFetch(handler);
    const { user } = await renderApp('/potd', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Submit Answer' }));
    const warning = await screen.findByText('Please select an option');
    expect(warning.closest('[data-severity]')).toHaveAttribute('data-severity', 'warning');
    expect(callsTo('/api/potd/submit')).toHaveLength(0);
  });

  it('says a wrong answer is wrong, lets the student try again, then counts the right one', async () => {
    seedSession();
    const { server, handler } = fakePotd();
    const { callsTo } = mockFetch(handler);
    const { user } = await renderApp('/potd', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Problem of the Day', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('What is 25% of 72?')).toBeInTheDocument();
    // The frame refreshed the stored streak from the server once, at start.
    await waitFor(() => expect(readItem('maxStreak')).toBe('4'));
    expect(screen.getByText('Medium').closest('[data-color]')).toHaveAttribute('data-color', 'warning');
    expect(screen.getByText('Percentage')).toBeInTheDocument();

    await user.click(option('12'));
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    const wrong = await screen.findByText('Incorrect answer. Try again');
    expect(wrong.closest('[data-severity]')).toHaveAttribute('data-severity', 'error');
    expect(await screen.findByText(/1 wrong try so far/)).toBeInTheDocument();
    for (const radio of radios()) expect(radio).toBeEnabled();

    await user.click(option(key));
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    const right = await screen.findByText('Correct! Current streak: 1');
    expect(right.closest('[data-severity]')).toHaveAttribute('data-severity', 'success');
    expect(server.submits).toEqual(['12', key]);

    // The session's streak moves, and the header's badge with it; max stays the larger one.
    expect(readItem('currentStreak')).toBe('1');
    expect(readItem('maxStreak')).toBe('4');
    expect(screen.getByRole('link', { name: /Problem of the Day streak: 1 days/ })).toBeInTheDocument();
    expect(within(screen.getByTestId('potd-current-streak')).getByText('1')).toBeInTheDocument();
    // Then the spec's post-submit call, whose answer the session keeps.
    await waitFor(() =>
      expect(callsTo('/api/problem-of-day/users/u_1').some((c) => c.method === 'POST')).toBe(true),
    );
    await waitFor(() => expect(readItem('bookmarkedProblems')).toBe('3'));
    expect(await screen.findByRole('heading', { name: 'Problem Completed' })).toBeInTheDocument();
    expect(screen.getByText('Come back tomorrow')).toBeInTheDocument();
    for (const radio of radios()) expect(radio).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit Answer' })).toBeDisabled();
  });

  it('shows a solved problem solved: inputs disabled, the right option green, the explanation', async () => {
    seedSession();
    const { handler } = fakePotd({ solved: true });
    mockFetch(handler);
    await renderApp('/potd', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Problem Completed' })).toBeInTheDocument();
    for (const radio of radios()) expect(radio).toBeDisabled();
    expect(option(key)).toBeChecked();
    expect(option(key).closest('label')).toHaveAttribute('data-tone', 'correct');
    expect(option('12').closest('label')).toHaveAttribute('data-tone', 'default');
    expect(screen.getByText('Correct answer')).toBeInTheDocument();
    expect(screen.getByText('A quarter of 72 is 18.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Answer' })).toBeDisabled();
  });

  it('says when there is no problem for today (404)', async () => {
    seedSession();
    mockFetch(fakePotd({ today: 'missing' }).handler);
    await renderApp('/potd', { language: 'en' });
    expect(await screen.findByText('No problem available for today')).toBeInTheDocument();
  });

  it("says the team is working on today's problem when the day has none", async () => {
    seedSession();
    mockFetch(fakePotd({ problem: 'none' }).handler);
    await renderApp('/potd');
    expect(await screen.findByText('हम आज के प्रश्न पर काम कर रहे हैं')).toBeInTheDocument();
    expect(screen.getByText('कृपया कुछ मिनट बाद फिर देखें')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'उत्तर जमा करें' })).toBeNull();
  });

  it('shows an error snackbar when the problem cannot be fetched', async () => {
    seedSession();
    mockFetch(fakePotd({ today: 'broken' }).handler);
    await renderApp('/potd', { language: 'en' });
    await waitFor(() =>
      expect(
        screen
          .getAllByText('Error fetching problem of the day')
          .some((m) => m.closest('[data-severity="error"]')),
      ).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says "Failed to submit answer" when the answer cannot be sent', async () => {
    seedSession();
    const { handler } = fakePotd();
    mockFetch((call) =>
      call.url === '/api/potd/submit' ? Promise.reject(new TypeError('Failed to fetch')) : handler(call),
    );
    const { user } = await renderApp('/potd', { language: 'en' });
    await user.click(await screen.findByRole('radio', { name: /^15/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    expect(await screen.findByText('Failed to submit answer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Answer' })).toBeEnabled();
  });

  it('shares the achievement in a 550×400 popup centred on the screen', async () => {
    seedSession();
    mockFetch(fakePotd({ solved: true }).handler);
    vi.spyOn(window.screen, 'width', 'get').mockReturnValue(1920);
    vi.spyOn(window.screen, 'height', 'get').mockReturnValue(1080);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = await renderApp('/potd', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Share Achievement' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['Twitter', 'LinkedIn', 'Facebook', 'WhatsApp']);
    await user.click(within(menu).getByRole('menuitem', { name: 'WhatsApp' }));
    expect(open).toHaveBeenCalledTimes(1);
    const [url, name, features] = open.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(String(url))).toContain(
      "I solved today's Problem of the Day on Abhyas! My streak: 1 day",
    );
    expect(decodeURIComponent(String(url))).toContain(`${window.location.origin}/potd`);
    expect(name).toBe('abhyas-share-whatsapp');
    expect(features).toBe('width=550,height=400,left=685,top=340');
  });

  it('bookmarks the problem through the bank', async () => {
    seedSession();
    const { handler } = fakePotd();
    const { callsTo } = mockFetch(handler);
    const { user } = await renderApp('/potd', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Bookmark this question' }));
    expect(await screen.findByRole('button', { name: 'Remove the bookmark' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(callsTo('/api/questions/22222222-2222-4222-8222-222222222222/bookmark')[0]?.method).toBe('PUT');
  });
});
