import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { writeItem } from '@/lib/storage';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';
import { liveItem } from '../test/fixtures';

const seriesId = '33333333-3333-4333-8333-333333333333';
const setId = '44444444-4444-4444-8444-444444444444';
const series = {
  items: [
    {
      id: seriesId,
      slug: 'ugc-live',
      examKey: 'UGC_NET',
      title: { hi: 'यूजीसी नेट लाइव', en: 'UGC NET live' },
      description: { hi: '', en: '' },
      setCount: 2,
    },
  ],
};
const sets = {
  items: [
    {
      id: setId,
      slug: 'ugc-net-live-1',
      seriesId,
      examKey: 'UGC_NET',
      title: { hi: 'पेपर 1', en: 'Paper 1' },
      languages: ['hi', 'en'],
      free: true,
      published: false,
      questionCount: 50,
      templateQuestions: 50,
    },
    {
      id: '55555555-5555-4555-8555-555555555555',
      slug: 'public',
      seriesId,
      examKey: 'UGC_NET',
      title: { hi: 'सार्वजनिक', en: 'Public set' },
      languages: ['hi'],
      free: true,
      published: true,
      questionCount: 50,
      templateQuestions: 50,
    },
  ],
};

describe('the platform admin’s scheduling panel', { timeout: 20_000 }, () => {
  it('offers only unpublished sets of the live key’s exam and sends the start as IST', async () => {
    seedSession();
    writeItem('role', 'admin');
    const { calls } = mockFetch(({ url, method }) => {
      if (url === '/api/admin/content/series') return jsonResponse(200, series);
      if (url.startsWith('/api/admin/content/sets')) return jsonResponse(200, sets);
      if (url === '/api/admin/live-tests' && method === 'POST')
        return errorResponse(409, { code: 'CONFLICT', rule: 'validation.liveTests.notSecret' });
      return jsonResponse(200, {
        items: [],
        total: 0,
        page: 1,
        pageSize: 20,
        serverNow: new Date().toISOString(),
      });
    });
    const { user } = await renderApp('/mock-test', { language: 'en' });
    await user.click(
      await screen.findByRole('button', { name: 'Schedule a live test' }, { timeout: 10_000 }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Live test exam' }), 'UGC_NET_LIVE');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Test series' }), seriesId);
    const paper = await screen.findByRole('combobox', { name: 'Paper (an unpublished set)' });
    await vi.waitFor(() =>
      expect(screen.getByRole('option', { name: 'Paper 1 (50 questions)' })).toBeInTheDocument(),
    );
    expect(screen.queryByRole('option', { name: /Public set/ })).toBeNull();
    await user.selectOptions(paper, setId);
    const start = screen.getByLabelText('Start time');
    await user.clear(start);
    await user.type(start, '2026-12-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      liveKey: 'UGC_NET_LIVE',
      setId,
      startsAt: '2026-12-01T04:30:00.000Z',
      joinMinutes: 15,
    });
    // The server's refusal is shown, translated (an unknown rule falls back to the code's words).
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('is not shown to a student', async () => {
    seedSession();
    mockFetch(() =>
      jsonResponse(200, {
        items: [liveItem('2026-12-01T04:30:00.000Z')],
        total: 1,
        page: 1,
        pageSize: 20,
        serverNow: new Date().toISOString(),
      }),
    );
    await renderApp('/mock-test', { language: 'en' });
    expect(await screen.findByText('SSC live test 1', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Schedule a live test' })).toBeNull();
  });
});
