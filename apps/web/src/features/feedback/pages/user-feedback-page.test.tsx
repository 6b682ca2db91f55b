import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { writeItem } from '@/lib/storage';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';

const item = (over: Record<string, unknown>) => ({
  id: 'f1',
  formType: 'contact-us',
  name: 'Radha Kumari',
  email: 'radha@example.in',
  phone: '+919876543210',
  topic: 'institute-demo',
  rating: null,
  category: null,
  message: 'Please show us a demo.',
  status: 'new',
  userId: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  handledAt: null,
  reply: null,
  repliedAt: null,
  ...over,
});

describe('user feedback (admin list)', { timeout: 20_000 }, () => {
  it('asks a signed-out visitor to sign in, without calling the API', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    await renderApp('/user-feedback', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Sign in to continue' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/admin/feedback'))).toHaveLength(0);
  });

  it('tells a student the page is for platform admins only', async () => {
    seedSession();
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    await renderApp('/user-feedback', { language: 'en' });
    expect(await screen.findByText('Only platform admins can see user feedback.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/admin/feedback'))).toHaveLength(0);
  });

  it('lists new messages for an admin and marks one handled', async () => {
    seedSession();
    writeItem('role', 'admin');
    let handled = false;
    const { calls } = mockFetch(({ url, method }) => {
      if (url.startsWith('/api/admin/feedback/f1') && method === 'PATCH') {
        handled = true;
        return jsonResponse(200, {
          feedback: item({ status: 'handled', handledAt: '2026-11-22T11:00:00.000Z' }),
        });
      }
      if (url.startsWith('/api/admin/feedback')) {
        const rows = [
          item({}),
          item({ id: 'f2', formType: 'feedback', name: 'Ravi', topic: null, rating: 5, category: 'app' }),
        ].filter((r) => (url.includes('status=new') ? !(handled && r.id === 'f1') : true));
        return jsonResponse(200, { data: rows, meta: { page: 1, limit: 20, total: rows.length, pages: 1 } });
      }
      return jsonResponse(200, {});
    });
    const { user } = await renderApp('/user-feedback', { language: 'en' });
    const radha = await screen.findByRole('article', { name: 'Radha Kumari' });
    expect(within(radha).getByText('Please show us a demo.')).toBeInTheDocument();
    expect(within(radha).getByText('Demo for my institute')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Ravi' })).toHaveTextContent('Rating: 5/5');
    expect(calls.find((c) => c.url.startsWith('/api/admin/feedback'))?.url).toBe(
      '/api/admin/feedback?status=new&page=1&limit=20',
    );

    await user.click(within(radha).getByRole('button', { name: 'Mark handled' }));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ handled: true });
    await screen.findByText('1 message');
    expect(screen.queryByRole('article', { name: 'Radha Kumari' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(await screen.findByRole('article', { name: 'Radha Kumari' })).toBeInTheDocument();
    // The page's own last call (the header refreshes the streak badge on its own, at any moment).
    const own = calls.filter((c) => c.url.startsWith('/api/admin/feedback') && c.method !== 'PATCH');
    expect(own.at(-1)?.url).toBe('/api/admin/feedback?page=1&limit=20');
  });

  it('filters by type, and replies by mail: the reply is posted, then shown on the handled message', async () => {
    seedSession();
    writeItem('role', 'admin');
    let replied = false;
    const { calls } = mockFetch(({ url, method }) => {
      if (url === '/api/admin/feedback/f1/reply' && method === 'POST') {
        replied = true;
        return jsonResponse(200, {
          feedback: item({
            status: 'handled',
            reply: 'Happy to show you.',
            repliedAt: '2026-11-22T11:00:00.000Z',
          }),
        });
      }
      if (url.startsWith('/api/admin/feedback')) {
        const rows = replied
          ? [item({ status: 'handled', reply: 'Happy to show you.', repliedAt: '2026-11-22T11:00:00.000Z' })]
          : [item({})];
        return jsonResponse(200, { data: rows, meta: { page: 1, limit: 20, total: rows.length, pages: 1 } });
      }
      return jsonResponse(200, {});
    });
    const { user } = await renderApp('/user-feedback', { language: 'en' });
    await screen.findByRole('article', { name: 'Radha Kumari' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'contact-us');
    await vi.waitFor(() =>
      expect(calls.findLast((c) => c.url.startsWith('/api/admin/feedback'))?.url).toBe(
        '/api/admin/feedback?status=new&formType=contact-us&page=1&limit=20',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'All' }));
    const radha = await screen.findByRole('article', { name: 'Radha Kumari' });
    await user.click(within(radha).getByRole('button', { name: 'Reply by email' }));
    // Too short: refused on the phone with the rule's words, nothing sent.
    await user.type(within(radha).getByRole('textbox', { name: 'Your reply to Radha Kumari' }), 'x');
    await user.click(within(radha).getByRole('button', { name: 'Send reply' }));
    expect(await within(radha).findByText('Write a reply of at least 2 characters.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const box = within(radha).getByRole('textbox', { name: 'Your reply to Radha Kumari' });
    await user.clear(box);
    await user.type(box, 'Happy to show you.');
    await user.click(within(radha).getByRole('button', { name: 'Send reply' }));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reply: 'Happy to show you.' });
    expect(await screen.findByText('Reply sent by email.')).toBeInTheDocument();
    expect(await screen.findByText('Happy to show you.')).toBeInTheDocument();
  });
});
