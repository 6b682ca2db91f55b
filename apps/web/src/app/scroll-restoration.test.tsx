import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';

/** Where the page is scrolled, as the browser reports it (jsdom does not scroll by itself). */
function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  Object.defineProperty(window, 'pageYOffset', { value: y, configurable: true });
}

describe('scroll position between pages', () => {
  it('opens a new page at its top, and going back returns to where the student was', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { user, router } = await renderApp('/about', { language: 'en' });
    await screen.findByRole('heading', { level: 1 });

    // The walk at 360×800 tapped a card far down Test Series and landed on the next page's footer.
    scrolledTo(900);
    scrollTo.mockClear();
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy Policy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/privacy-policy'));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));

    scrolledTo(0);
    scrollTo.mockClear();
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 900));
  });
});
