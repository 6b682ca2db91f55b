import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';

const now = Date.now();
const MIN = 60_000;
const items = [
  {
    id: '00000000-0000-4000-8000-00000000000a',
    title: 'Result out',
    body: 'You scored 42.5 in SSC mock 1',
    timestamp: now - 30_000,
  },
  {
    id: '00000000-0000-4000-8000-00000000000b',
    title: 'Class moved',
    body: 'Maths is at 5 pm today',
    timestamp: now - 5 * MIN,
  },
  {
    id: '00000000-0000-4000-8000-00000000000c',
    title: 'Old news',
    body: 'Welcome',
    timestamp: now - 26 * 60 * MIN,
  },
];
const user = (organizationId: string | null) => ({
  user: {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Sita',
    username: 'sita',
    email: 'sita@example.in',
    role: 'user',
    orgRole: organizationId ? 'member' : null,
    organizationId,
    createdAt: '2025-01-01T00:00:00.000Z',
  },
});
const org = '00000000-0000-4000-8000-0000000000f0';

afterEach(() => vi.restoreAllMocks());

describe('the notifications list', { timeout: 20_000 }, () => {
  it('expands an item, shows relative times, and deletes the selected ones with one call each', async () => {
    seedSession();
    const { calls } = mockFetch(({ url, method }) => {
      if (url.startsWith('/api/me')) return jsonResponse(200, user(org));
      if (method === 'DELETE') return jsonResponse(200, { ok: true });
      return jsonResponse(200, { data: items });
    });
    const { user: u } = await renderApp('/notifications', { language: 'en' });
    const first = await screen.findByRole('button', { name: /Result out/ });
    expect(first).toHaveTextContent('just now');
    expect(screen.getByRole('button', { name: /Class moved/ })).toHaveTextContent('5 minutes ago');
    expect(screen.getByRole('button', { name: /Old news/ })).toHaveTextContent('yesterday');
    expect(calls.some((c) => c.url === `/api/notifications/organization/${org}`)).toBe(true);

    expect(screen.getByText('You scored 42.5 in SSC mock 1')).not.toBeVisible();
    await u.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('You scored 42.5 in SSC mock 1')).toBeVisible();

    await u.click(screen.getByRole('checkbox', { name: 'Select “Class moved”' }));
    await u.click(screen.getByRole('button', { name: 'Delete 1 selected' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(
      `/api/notifications/organization/${org}/notification/${items[1]?.id}`,
    );
  });

  it('deletes all when none is selected, skipping (and logging) one that fails (Hindi)', async () => {
    seedSession();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = mockFetch(({ url, method }) => {
      if (url.startsWith('/api/me')) return jsonResponse(200, user(null));
      if (method === 'DELETE')
        return url.endsWith('b')
          ? jsonResponse(500, { error: { code: 'INTERNAL', message: 'x' } })
          : jsonResponse(200, { ok: true });
      return jsonResponse(200, { data: items, meta: { page: 1, limit: 100, total: 3, pages: 1 } });
    });
    const { user: u } = await renderApp('/notifications', { language: 'hi' });
    await screen.findByRole('button', { name: /Result out/ });
    await u.click(screen.getByRole('button', { name: 'सभी हटाएँ' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(3));
    // Without an institute, the personal route; one call per notification, the failed one logged.
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(
      items.map((i) => `/api/notifications/${i.id}`),
    );
    await vi.waitFor(() =>
      expect(logged.mock.calls.some((c) => String(c[0]).startsWith('Notification delete failed'))).toBe(true),
    );
  });

  it('selects all with one box, and shows the device copy when the server cannot be reached', async () => {
    seedSession();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let online = true;
    mockFetch(({ url }) => {
      if (url.startsWith('/api/me')) return jsonResponse(200, user(org));
      if (!online) throw new TypeError('Failed to fetch');
      return jsonResponse(200, { data: items });
    });
    const first = await renderApp('/notifications', { language: 'en' });
    await screen.findByRole('button', { name: /Result out/ });
    await first.user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByRole('button', { name: 'Delete 3 selected' })).toBeInTheDocument();
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeChecked();
    first.unmount();

    online = false;
    await renderApp('/notifications', { language: 'en' });
    expect(await screen.findByText(/You are seeing the copy saved on this device/)).toBeInTheDocument();
    const list = (await screen.findByRole('button', { name: /Result out/ })).closest('ul') as HTMLElement;
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });
});
