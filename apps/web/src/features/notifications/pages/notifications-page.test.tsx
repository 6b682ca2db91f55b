import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';
import { undoWindow } from '../hooks/use-undoable-delete';

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
    language: null,
    targetExam: null,
    targetExamAskedAt: '2025-01-01T00:00:00.000Z',
    createdAt: '2025-01-01T00:00:00.000Z',
  },
});
const org = '00000000-0000-4000-8000-0000000000f0';

// A delete waits for Undo as long as the snackbar shows; here, a moment.
beforeEach(() => {
  undoWindow.ms = 50;
});
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

  it('deleting offers an undo: the item comes back and nothing is deleted on the server', async () => {
    seedSession();
    undoWindow.ms = 60_000;
    const { calls } = mockFetch(({ url, method }) => {
      if (url.startsWith('/api/me')) return jsonResponse(200, user(null));
      if (method === 'DELETE') return jsonResponse(200, { ok: true });
      return jsonResponse(200, { data: items, meta: { page: 1, limit: 100, total: 3, pages: 1 } });
    });
    const { user: u, unmount } = await renderApp('/notifications', { language: 'en' });
    await screen.findByRole('button', { name: /Class moved/ });
    await u.click(screen.getByRole('checkbox', { name: 'Select “Class moved”' }));
    await u.click(screen.getByRole('button', { name: 'Delete 1 selected' }));
    expect(screen.queryByRole('button', { name: /Class moved/ })).toBeNull();
    const snack = await screen.findByRole('status');
    expect(snack).toHaveTextContent('1 notification deleted');
    await u.click(within(snack).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('button', { name: /Class moved/ })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    // Deleted again and the page left before the snackbar's time: the delete is kept.
    await u.click(screen.getByRole('checkbox', { name: 'Select “Class moved”' }));
    await u.click(screen.getByRole('button', { name: 'Delete 1 selected' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    unmount();
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(`/api/notifications/${items[1]?.id}`);
  });

  it('opening the list marks it read; new ones are marked as such and each opens what it is about (Hindi)', async () => {
    seedSession();
    const withLinks = [
      { ...items[0], read: false, link: '/exams/ssc/set-1/results?attempt=a1' },
      { ...items[1], read: false, link: '/potd' },
      { ...items[2], read: true, link: null },
    ];
    const { calls } = mockFetch(({ url, method }) => {
      if (url.startsWith('/api/me')) return jsonResponse(200, user(null));
      if (url === '/api/notifications/read' && method === 'POST') return jsonResponse(200, { unread: 0 });
      return jsonResponse(200, { data: withLinks, meta: { page: 1, limit: 100, total: 3, pages: 1 } });
    });
    const { user: u } = await renderApp('/notifications', { language: 'hi' });
    const first = await screen.findByRole('button', { name: /Result out/ });
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/notifications/read')).toHaveLength(1));
    expect(calls.find((c) => c.url === '/api/notifications/read')?.body).toEqual({
      upTo: items[0]?.timestamp,
    });
    // The two new ones still say so for this visit; the old one does not.
    expect(first).toHaveTextContent('नई');
    expect(screen.getByRole('button', { name: /Old news/ })).not.toHaveTextContent('नई');
    await u.click(first);
    expect(screen.getByRole('link', { name: 'परिणाम देखें' })).toHaveAttribute(
      'href',
      '/exams/ssc/set-1/results?attempt=a1',
    );
    await u.click(screen.getByRole('button', { name: /Class moved/ }));
    expect(screen.getByRole('link', { name: 'आज का प्रश्न हल करें' })).toHaveAttribute('href', '/potd');
    // An institute's notice has only its body.
    const old = screen.getByRole('button', { name: /Old news/ });
    await u.click(old);
    expect(within(old.closest('li') as HTMLElement).queryByRole('link')).toBeNull();
  });
});
