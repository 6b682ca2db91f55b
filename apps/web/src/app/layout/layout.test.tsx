import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readItem, writeItem } from '@/lib/storage';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';

const notifications = (total: number) =>
  jsonResponse(200, {
    data: Array.from({ length: Math.min(total, 3) }, (_, i) => ({
      id: `n${i}`,
      title: `Notice ${i + 1}`,
      body: 'b',
      timestamp: 0,
    })),
    meta: { page: 1, limit: 20, total, pages: 1 },
  });

function signedIn(language: 'hi' | 'en' = 'en') {
  seedSession();
  writeItem('selectedLanguage', language);
}

describe('header', () => {
  it('offers Sign in / Register when signed out, and no sidebar or menu button', async () => {
    mockFetch(() => jsonResponse(200, {}));
    await renderApp('/no/such/page', { language: 'en' });
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(screen.getByRole('link', { name: /^Sign in\s*Sign in \/ Register$/ })).toHaveAttribute(
      'href',
      '/signin',
    );
    expect(screen.queryByTestId('sidebar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Your account' })).toBeNull();
  });

  it('sends the logo to the language selector until a language is chosen', async () => {
    mockFetch(() => jsonResponse(200, {}));
    await renderApp('/no/such/page');
    await screen.findByRole('heading', { name: 'यह पेज नहीं मिला' });
    expect(screen.getByRole('link', { name: 'अभ्यास होम' })).toHaveAttribute('href', '/language-selector');
  });

  it('shows the streak, the bell with 10+ above 10, and the avatar menu when signed in', async () => {
    signedIn();
    writeItem('currentStreak', '4');
    const { callsTo } = mockFetch(({ url }) =>
      url === '/api/notifications'
        ? notifications(11)
        : url === '/api/notifications/unread'
          ? jsonResponse(200, { unread: 11 })
          : jsonResponse(200, {}),
    );
    const { user } = await renderApp('/quiz', { language: 'en' });
    await screen.findByRole('heading', { name: 'Practice quizzes', level: 1 });
    expect(screen.getByRole('link', { name: 'Abhyas home' })).toHaveAttribute('href', '/');
    // The flame is the Problem of the Day streak, and says so (the dashboard's practice streak differs).
    const streak = await screen.findByRole('link', { name: /Problem of the Day streak: 4 days/ });
    expect(streak).toHaveAttribute('title', expect.stringContaining('solved the daily problem'));
    expect(streak).toHaveAttribute('href', '/potd');

    const bell = await screen.findByRole('button', { name: 'Notifications: 10+ new' });
    expect(within(bell).getByTestId('count-badge')).toHaveTextContent('10+');
    expect(callsTo('/api/notifications')[0]?.headers.authorization).toBe('Bearer access-0');
    await user.click(bell);
    expect(await screen.findByText('Notice 1')).toBeInTheDocument();
  });

  it('shows no badge and an empty list when there are no notifications', async () => {
    signedIn();
    const { callsTo } = mockFetch(({ url }) =>
      url === '/api/notifications' ? notifications(0) : jsonResponse(200, {}),
    );
    const { user } = await renderApp('/quiz', { language: 'en' });
    await screen.findByRole('heading', { name: 'Practice quizzes', level: 1 });
    await waitFor(() => expect(callsTo('/api/notifications')).toHaveLength(1));
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(within(bell).queryByTestId('count-badge')).toBeNull();
    await user.click(bell);
    expect(await screen.findByText(/No notifications yet/)).toBeInTheDocument();
  });

  it('signs out from the avatar menu', async () => {
    signedIn();
    const { calls } = mockFetch(({ url }) =>
      url === '/api/notifications' ? notifications(0) : jsonResponse(200, { ok: true }),
    );
    const { user, router } = await renderApp('/quiz', { language: 'en' });
    await screen.findByRole('heading', { name: 'Practice quizzes', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Your account' }));
    expect(await screen.findByRole('menuitem', { name: 'Past Problems of the Day' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Language Settings' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(readItem('token')).toBeNull();
    expect(readItem('selectedLanguage')).toBe('en');
    expect(calls.some((c) => c.url === '/api/auth/signout')).toBe(true);
  });

  it('opens Language Settings from the avatar menu', async () => {
    signedIn();
    mockFetch(() => notifications(0));
    const { user, router } = await renderApp('/quiz', { language: 'en' });
    await screen.findByRole('heading', { name: 'Practice quizzes', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Your account' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Language Settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/language-selector'));
  });
});

describe('sidebar and mobile menu', () => {
  it('collapses to icons with accessible names and remembers it in sidebarOpen', async () => {
    signedIn();
    mockFetch(() => notifications(0));
    const { user } = await renderApp('/quiz', { language: 'en' });
    await screen.findByRole('heading', { name: 'Practice quizzes', level: 1 });
    const sidebar = screen.getByTestId('sidebar');
    expect(sidebar).toHaveAttribute('data-state', 'expanded');
    expect(within(sidebar).getByRole('link', { name: 'Quizzes' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(sidebar).getByRole('button', { name: 'Collapse sidebar' }));
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    expect(sidebar).toHaveClass('w-16');
    expect(readItem('sidebarOpen')).toBe('false');
    const link = within(sidebar).getByRole('link', { name: 'Test Series' });
    expect(link).toHaveAttribute('title', 'Test Series');
    expect(link).not.toHaveTextContent('Test Series');
  });

  it('starts collapsed when sidebarOpen is stored as false, and expands again', async () => {
    signedIn();
    writeItem('sidebarOpen', 'false');
    mockFetch(() => notifications(0));
    const { user } = await renderApp('/quiz', { language: 'en' });
    await screen.findByRole('heading', { name: 'Practice quizzes', level: 1 });
    const sidebar = screen.getByTestId('sidebar');
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await user.click(within(sidebar).getByRole('button', { name: 'Expand sidebar' }));
    expect(sidebar).toHaveClass('w-64');
    expect(readItem('sidebarOpen')).toBe('true');
  });

  it('is not shown on /signin, nor without a chosen language', async () => {
    seedSession();
    mockFetch(() => notifications(0));
    await renderApp('/no/such/page');
    await screen.findByRole('heading', { name: 'यह पेज नहीं मिला' });
    expect(screen.queryByTestId('sidebar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'मेन्यू खोलें' })).toBeNull();
  });

  it('shows admin links to a platform admin in the slide-in menu', async () => {
    signedIn('hi');
    writeItem('role', 'admin');
    mockFetch(() => notifications(0));
    const { user } = await renderApp('/quiz', { language: 'hi' });
    await screen.findByRole('heading', { name: 'अभ्यास क्विज़', level: 1 });
    await user.click(screen.getByRole('button', { name: 'मेन्यू खोलें' }));
    const drawer = await screen.findByRole('dialog', { name: 'मुख्य मेन्यू' });
    expect(within(drawer).getByRole('link', { name: 'एडमिन डैशबोर्ड' })).toHaveAttribute(
      'href',
      '/admin-dashboard',
    );
    expect(within(drawer).queryByRole('link', { name: 'संस्थान डैशबोर्ड' })).toBeNull();
    await user.click(within(drawer).getByRole('link', { name: 'टेस्ट सीरीज़' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('language selector', () => {
  it('stores the choice and goes home', async () => {
    mockFetch(() => jsonResponse(200, {}));
    const { user, router } = await renderApp('/language-selector');
    expect(await screen.findByRole('heading', { name: 'अपनी भाषा चुनें' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: /English/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(readItem('selectedLanguage')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('goes back where it was sent from', async () => {
    mockFetch(() => jsonResponse(200, {}));
    const { user, router } = await renderApp('/language-selector', { state: { from: '/about' } });
    await screen.findByRole('heading', { name: 'अपनी भाषा चुनें' });
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: /हिन्दी में पढ़ें/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    expect(readItem('selectedLanguage')).toBe('hi');
  });
});
