import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

function goOffline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('offline screen', () => {
  it('replaces the app while offline and gives it back when the connection returns', async () => {
    mockFetch(() => jsonResponse(200, {}));
    await renderApp('/no/such/page', { language: 'en' });
    const heading = await screen.findByRole('heading', { name: 'Page not found' });

    goOffline(false);
    // The shell subscribes in an effect; React re-reads the state when it does, so an event that
    // came first is not lost — but under load the screen can arrive a moment later.
    expect(await screen.findByRole('heading', { name: 'No Internet Connection' })).toBeInTheDocument();
    expect(screen.getByText('Please check your internet connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(heading).not.toBeVisible();

    goOffline(true);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'No Internet Connection' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  it('starts offline when the browser already is, and reloads on Refresh Page', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    await renderApp('/about', { language: 'hi' });
    await screen.findByRole('heading', { name: 'इंटरनेट कनेक्शन नहीं है' });
    act(() => screen.getByRole('button', { name: 'पेज रीफ़्रेश करें' }).click());
    expect(reload).toHaveBeenCalledOnce();
  });
});
