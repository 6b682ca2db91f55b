import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';

const deck = {
  id: '33333333-3333-4333-8333-333333333333',
  title: 'आधुनिक भारत',
  description: '',
  isPublic: false,
  isOwn: true,
  ownerName: 'asha',
  authorShown: 'username' as 'username' | 'name',
  cardCount: 0,
  dueToday: 0,
  copiedFromDeckId: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
};

beforeEach(() => {
  seedSession();
  // Radix's radio inside a form measures its hidden input; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

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

  it('sends the name a public deck shows: the username unless the student picks the full name', async () => {
    const { calls } = mockFetch(({ url, method, body }) => {
      if (url === '/api/flashcards/decks' && method === 'GET')
        return jsonResponse(200, { decks: [], dueToday: 0 });
      if (url === '/api/flashcards/decks' && method === 'POST')
        return jsonResponse(201, { ...deck, isPublic: true, ...(body as object) });
      if (url === `/api/flashcards/decks/${deck.id}`) return jsonResponse(200, { deck, cards: [] });
      return jsonResponse(200, {});
    });
    const { user } = await renderApp('/flash-card');
    await user.type(await screen.findByLabelText('डेक का नाम'), 'आधुनिक भारत');
    // Private: no choice is offered and none is sent.
    expect(screen.queryByTestId('author-choice')).toBeNull();
    await user.click(screen.getByLabelText('दूसरे विद्यार्थी भी देख सकें (सार्वजनिक)'));

    // Each option names what it would show; the username is chosen until the student picks.
    const group = within(await screen.findByTestId('author-choice'));
    const username = group.getByRole('radio', { name: /मेरा यूज़रनेम\s*asha/ });
    const fullName = group.getByRole('radio', { name: /मेरा पूरा नाम\s*Asha Verma/ });
    expect(username).toBeChecked();
    expect(fullName).not.toBeChecked();
    expect(group.getByText(/सार्वजनिक डेक की सूची में/)).toBeInTheDocument();

    await user.click(fullName);
    expect(fullName).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'डेक बनाएँ' }));
    await screen.findByTestId('deck-panel');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'आधुनिक भारत',
      isPublic: true,
      authorShown: 'name',
    });
  });

  it('asks whose name to show when an own deck is made public, and sends that choice', async () => {
    const { calls } = mockFetch(({ url, method }) => {
      if (url === '/api/flashcards/decks') return jsonResponse(200, { decks: [deck], dueToday: 0 });
      if (url === `/api/flashcards/decks/${deck.id}` && method === 'PATCH')
        return jsonResponse(200, { ...deck, isPublic: true, authorShown: 'name', ownerName: 'Asha Verma' });
      if (url === `/api/flashcards/decks/${deck.id}`) return jsonResponse(200, { deck, cards: [] });
      return jsonResponse(200, {});
    });
    const { user } = await renderApp(`/flash-card?deck=${deck.id}`);
    await user.click(await screen.findByRole('button', { name: 'सबके लिए सार्वजनिक करें' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('radio', { name: /मेरा यूज़रनेम/ })).toBeChecked();
    await user.click(dialog.getByRole('radio', { name: /मेरा पूरा नाम/ }));
    await user.click(dialog.getByRole('button', { name: 'हाँ, सार्वजनिक करें' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toBeDefined());
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ isPublic: true, authorShown: 'name' });
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
