import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';

const deck = {
  id: '33333333-3333-4333-8333-333333333333',
  title: 'आधुनिक भारत',
  description: '',
  isPublic: false,
  isOwn: true,
  ownerName: 'Asha Verma',
  cardCount: 0,
  dueToday: 0,
  copiedFromDeckId: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
};

beforeEach(() => seedSession());

describe('my decks', { timeout: 20_000 }, () => {
  it('shows an empty state, refuses a one-letter title, then creates a deck and opens it', async () => {
    let decks: (typeof deck)[] = [];
    const { calls } = mockFetch(({ url, method }) => {
      if (url === '/api/flashcards/decks' && method === 'GET')
        return jsonResponse(200, { decks, dueToday: 0 });
      if (url === '/api/flashcards/decks' && method === 'POST') {
        decks = [deck];
        return jsonResponse(201, deck);
      }
      if (url === `/api/flashcards/decks/${deck.id}`) return jsonResponse(200, { deck, cards: [] });
      return jsonResponse(200, {});
    });
    const { user, router } = await renderApp('/flash-card');
    expect(await screen.findByText('अभी आपका कोई डेक नहीं है')).toBeInTheDocument();
    expect(screen.getByTestId('due-count')).toHaveTextContent('0');

    await user.type(screen.getByLabelText('डेक का नाम'), 'क');
    await user.click(screen.getByRole('button', { name: 'डेक बनाएँ' }));
    expect(await screen.findByText('नाम कम से कम 2 अक्षरों का हो')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(screen.getByLabelText('डेक का नाम'));
    await user.type(screen.getByLabelText('डेक का नाम'), 'आधुनिक भारत');
    await user.click(screen.getByRole('button', { name: 'डेक बनाएँ' }));
    expect(await screen.findByTestId('deck-panel')).toHaveTextContent('इस डेक में अभी कोई कार्ड नहीं है');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ title: 'आधुनिक भारत', isPublic: false });
    expect(router.state.location.search).toBe(`?deck=${deck.id}`);
  });

  it('refuses a card without a back before sending it', async () => {
    const { calls } = mockFetch(({ url }) => {
      if (url === '/api/flashcards/decks') return jsonResponse(200, { decks: [deck], dueToday: 0 });
      if (url === `/api/flashcards/decks/${deck.id}`) return jsonResponse(200, { deck, cards: [] });
      return jsonResponse(200, {});
    });
    const { user } = await renderApp(`/flash-card?deck=${deck.id}`);
    await user.type(await screen.findByLabelText('सामने (प्रश्न)'), 'प्रश्न');
    await user.click(screen.getByRole('button', { name: 'कार्ड जोड़ें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('कार्ड के सामने और पीछे');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
