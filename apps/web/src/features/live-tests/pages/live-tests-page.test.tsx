import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';
import { liveItem } from '../test/fixtures';

const list = (items: unknown[]) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
  serverNow: new Date().toISOString(),
});

describe('/mock-test', { timeout: 20_000 }, () => {
  it('lists upcoming tests with the start in IST and registers with one tap', async () => {
    seedSession();
    const soon = new Date(Date.now() + 2 * 3_600_000).toISOString();
    const item = liveItem('2026-12-01T04:30:00.000Z', { registered: false });
    const { calls } = mockFetch(({ method }) => {
      if (method === 'POST') return jsonResponse(201, { registered: true });
      return jsonResponse(
        200,
        list([{ ...item, startsAt: '2026-12-01T04:30:00.000Z', joinClosesAt: soon, endsAt: soon }]),
      );
    });
    const { user } = await renderApp('/mock-test', { language: 'en' });
    const card = (await screen.findByText('SSC live test 1', {}, { timeout: 10_000 })).closest(
      'li',
    ) as HTMLElement;
    // 04:30 UTC is 10:00 am in India.
    expect(within(card).getByText(/Starts 1 Dec 2026, 10:00 am \(IST\)/)).toBeInTheDocument();
    expect(within(card).getByText('1,234 students registered')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/live-tests?phase=upcoming&page=1');
    await user.click(within(card).getByRole('button', { name: 'Register' }));
    await vi.waitFor(() =>
      expect(
        calls.some((c) => c.method === 'POST' && c.url === `/api/live-tests/${item.id}/registration`),
      ).toBe(true),
    );
  });

  it('filters by live key and tab through the address, naming exams in Hindi', async () => {
    seedSession();
    const { calls } = mockFetch(() => jsonResponse(200, list([])));
    const { user, router } = await renderApp('/mock-test', { language: 'hi' });
    const select = await screen.findByRole('combobox', { name: 'परीक्षा' }, { timeout: 10_000 });
    expect(within(select).getByRole('option', { name: 'सामान्य प्रतियोगी परीक्षाएँ' })).toBeInTheDocument();
    await user.selectOptions(select, 'UGC_NET_LIVE');
    await user.click(screen.getByRole('button', { name: 'अभी चल रहे' }));
    expect(router.state.location.search).toBe('?tab=running&key=UGC_NET_LIVE');
    await vi.waitFor(() =>
      expect(calls.map((c) => c.url)).toContain('/api/live-tests?phase=running&liveKey=UGC_NET_LIVE&page=1'),
    );
    expect(await screen.findByText('इस समय कोई लाइव टेस्ट नहीं चल रहा')).toBeInTheDocument();
  });
});
