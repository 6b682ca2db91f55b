import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeItem } from '@/lib/storage';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';

const now = Date.now();
const items = [
  {
    id: 'n1',
    title: "Today's problem is here",
    body: 'History',
    timestamp: now - 1000,
    link: '/potd',
    read: false,
  },
  { id: 'n2', title: 'Class moved', body: '5 pm', timestamp: now - 60_000, link: null, read: false },
  { id: 'n3', title: 'Old news', body: 'x', timestamp: now - 86_400_000, link: null, read: true },
];

/** A server that counts unread notices and moves the read mark as the real one does. */
function server() {
  let mark = now - 3_600_000; // Old news was read an hour ago.
  const unread = () => items.filter((i) => i.timestamp > mark).length;
  return mockFetch(({ url, method, body }) => {
    if (url === '/api/notifications/unread') return jsonResponse(200, { unread: unread() });
    if (url === '/api/notifications/read' && method === 'POST') {
      mark = Math.max(mark, (body as { upTo?: number }).upTo ?? Date.now());
      return jsonResponse(200, { unread: unread() });
    }
    if (url.startsWith('/api/notifications'))
      return jsonResponse(200, {
        data: items.map((i) => ({ ...i, read: i.timestamp <= mark })),
        meta: { page: 1, limit: 20, total: items.length, pages: 1 },
      });
    return jsonResponse(200, {});
  });
}

describe('the header bell', { timeout: 20_000 }, () => {
  it('counts unread only, and opening it marks them read so the badge clears', async () => {
    seedSession();
    writeItem('selectedLanguage', 'en');
    const { calls } = server();
    const { user, router } = await renderApp('/quiz', { language: 'en' });
    const bell = await screen.findByRole('button', { name: 'Notifications: 2 new' }, { timeout: 5000 });
    expect(within(bell).getByTestId('count-badge')).toHaveTextContent('2');

    await user.click(bell);
    // What the bell showed is read up to its newest notice; the badge clears.
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/notifications/read')).toHaveLength(1));
    expect(calls.find((c) => c.url === '/api/notifications/read')?.body).toEqual({ upTo: now - 1000 });
    await waitFor(() => expect(within(bell).queryByTestId('count-badge')).toBeNull());
    expect(bell).toHaveAttribute('aria-label', 'Notifications');
    // Each title opens what it is about: the day's problem opens /potd.
    await user.click(await screen.findByRole('menuitem', { name: /Today's problem is here/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/potd'));
  });

  it('asks nothing when nothing is unread (Hindi)', async () => {
    seedSession();
    writeItem('selectedLanguage', 'hi');
    const { calls } = mockFetch(({ url }) =>
      url === '/api/notifications/unread'
        ? jsonResponse(200, { unread: 0 })
        : url === '/api/notifications'
          ? jsonResponse(200, { data: [items[2]], meta: { page: 1, limit: 20, total: 1, pages: 1 } })
          : jsonResponse(200, {}),
    );
    const { user } = await renderApp('/quiz', { language: 'hi' });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/notifications/unread')).toBe(true), {
      timeout: 5000,
    });
    await user.click(screen.getByRole('button', { name: 'सूचनाएँ' }));
    expect(await screen.findByRole('menuitem', { name: /Old news/ })).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/notifications/read')).toBe(false);
  });
});
