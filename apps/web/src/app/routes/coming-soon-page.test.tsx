import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';

describe('a screen that is not built yet', () => {
  it('leads a signed-in student on to Test Series, the part that works, and does not claim the rest is ready', async () => {
    seedSession();
    mockFetch(() => jsonResponse(200, {}));
    await renderApp('/notes', { language: 'hi' });
    const heading = await screen.findByRole('heading', { name: 'नोट्स पर अभी काम चल रहा है' });
    const card = heading.parentElement as HTMLElement;
    // The walk found ten of the menu's links ending here with only "go to the home page".
    expect(within(card).getByRole('link', { name: 'टेस्ट सीरीज़ देखें' })).toHaveAttribute('href', '/exams');
    expect(within(card).getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/');
    expect(card).not.toHaveTextContent('बाकी सब इस्तेमाल के लिए तैयार है');
  });
});
